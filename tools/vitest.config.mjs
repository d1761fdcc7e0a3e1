import { defineConfig } from 'vitest/config';
import { HANG_GUARD_MS } from './hang-guard.mjs';

// These tests run real programs (oasdiff, git, changesets, Prism, the release scripts, Chromium), one after another,
// on a machine that other work may be loading. A test's time limit only guards against a hang; it is never a measure
// of speed, so it is far above what the slowest machine needs (vitest's default of 5 s failed here under load, and so
// did limits of 60 and 90 s that single files once set for themselves: none may set one now).
export default defineConfig({
  test: {
    testTimeout: 2 * HANG_GUARD_MS,
    hookTimeout: 2 * HANG_GUARD_MS,
    // expect.poll asks again until its assertion holds; its default limit (1 s) would decide a result by load.
    expect: { poll: { timeout: HANG_GUARD_MS } },
  },
});
