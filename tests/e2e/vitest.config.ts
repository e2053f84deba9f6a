import { defineConfig } from 'vitest/config';

// Files run side by side, each with its own servers (free ports, fresh data folders) and Chromium
// (tests/e2e/support/fixtures.ts); the tests of a file run in order. The worker count suits the 2-core machines we
// and CI run on (docs/testing.md has the measurements); E2E_WORKERS overrides it, E2E_WORKERS=1 runs one file at a
// time.
const workers = Number(process.env['E2E_WORKERS'] ?? 2);

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    minWorkers: 1,
    // The portal loads its pages and tags on demand: a navigation can wait for a chunk on this shared machine.
    expect: { poll: { timeout: 5_000 } },
  },
});
