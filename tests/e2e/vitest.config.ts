import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The portal loads its pages and tags on demand: a navigation can wait for a chunk on this shared machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
