import { defineConfig } from 'vitest/config';

// A test's time limit only guards against a hang; it is never a measure of speed, so it is far above what the
// slowest machine needs (some tests run the engine over whole corpora; vitest's default of 5 s is too tight under load).
export default defineConfig({
  test: {
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
