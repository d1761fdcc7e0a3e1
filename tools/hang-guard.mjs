/**
 * How long a tools test waits for something that should happen (a page to render, a search to answer, a program to
 * finish) before calling it hung. Every wait ends as soon as its condition holds, so this bound never slows a passing
 * run; it is far above what a loaded two-core machine needs, so that no result depends on machine load. The test
 * limit in vitest.config.mjs is above it, and no test or wait sets a lower one.
 */
export const HANG_GUARD_MS = 300_000;
