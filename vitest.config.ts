import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    // Node by default; a src test that needs a DOM starts with `// @vitest-environment jsdom`.
    environment: 'node',
    // Server processes the tests start (two-process tests, the chat contract) inherit this: on two cores shared with
    // the other test files a CPU-starved server sees its event loop late and would shed a test's request as if it were
    // overloaded (live-results-processes did in CI). Shedding has tests of its own
    // (server/security/hostile-input.test.ts); the benches keep the production default.
    env: { SHED_EVENT_LOOP_DELAY_MS: '0' },
    // Server tests create and migrate a PostgreSQL schema per file; allow for a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
