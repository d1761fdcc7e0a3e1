import { defineConfig } from 'vitest/config';

// These tests run real programs (oasdiff, git, changesets, Prism, the release scripts), one after another, on a
// machine that other work may be loading. A test's time limit only guards against a hang; it is never a measure of
// speed, so it is far above what the slowest machine needs (vitest's default of 5 s failed here under load).
export default defineConfig({
  test: {
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
