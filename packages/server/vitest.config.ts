import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A time limit only guards against a hang: it is never a measure of speed, so it is far above
    // what the slowest machine needs (these tests start servers, PostgreSQL and worker threads).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
