import { defineConfig } from 'vitest/config';

// The contract tests talk HTTP to Prism or the server on a machine that other work may be loading. A test's time
// limit only guards against a hang; it is never a measure of speed, so it is far above what the slowest machine needs.
// (The unit tests need none: their clocks are fake or their fetch answers at once.)
export default defineConfig({
  test: {
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
