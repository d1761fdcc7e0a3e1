import { defineConfig } from 'vitest/config';
import { HANG_GUARD_MS } from '../server/test/child-server.mjs';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The browser tests share one server and one Chromium and run their steps in order.
    fileParallelism: false,
    // A guard against a hang only: every wait in a test ends when its condition holds, and each may take up to
    // HANG_GUARD_MS (test/browser/harness.ts), so a test's limit is well above that and never decides a result by load.
    testTimeout: 2 * HANG_GUARD_MS,
    hookTimeout: 2 * HANG_GUARD_MS,
  },
});
