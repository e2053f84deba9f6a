import { defineConfig } from 'vitest/config';

// Files run side by side, each with its own servers (free ports, fresh data folders) and Chromium
// (tests/e2e/support/fixtures.ts); the tests of a file run in order. The worker count suits the 2-core machines we
// and CI run on (docs/testing.md has the measurements); E2E_WORKERS overrides it, E2E_WORKERS=1 runs one file at a
// time.
const workers = Number(process.env['E2E_WORKERS'] ?? 2);

// The group calls encode and decode video in four or five pages at once: on two cores they starve whatever runs
// beside them (a server beside the mesh test once took more than 30 s to start). They run after the rest, one after
// the other, each alone.
const GROUP_CALLS = ['tests/e2e/chat-group-call.e2e.test.ts', 'tests/e2e/chat-group-call-sfu.e2e.test.ts'];

export default defineConfig({
  test: {
    // The servers the tests start inherit this. They share two cores with their Chromiums, and a server starved of
    // CPU sees its event loop late and would shed a visitor's request as if it were overloaded. Shedding has tests of
    // its own (server/security/hostile-input.test.ts); the benches keep the production default.
    env: { SHED_EVENT_LOOP_DELAY_MS: '0' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    minWorkers: 1,
    // The portal loads its pages and tags on demand: a navigation can wait for a chunk on this shared machine.
    expect: { poll: { timeout: 5_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.e2e.test.ts'], exclude: GROUP_CALLS },
      },
      ...GROUP_CALLS.map((file, index) => ({
        extends: true as const,
        test: {
          name: `e2e-alone-${index + 1}`,
          include: [file],
          sequence: { groupOrder: index + 1 },
        },
      })),
    ],
  },
});
