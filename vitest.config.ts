import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    // Node by default; a src test that needs a DOM starts with `// @vitest-environment jsdom`.
    environment: 'node',
    // Server tests create and migrate a PostgreSQL schema per file; allow for a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
