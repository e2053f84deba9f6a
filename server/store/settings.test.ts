import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../auth/tokens.js';
import { dialects, openTestStore } from '../test-support/stores.js';

describe.each(dialects)('the JWT secret on %s', (dialect) => {
  it('is generated once and then read back, so processes sharing a store agree', async () => {
    const store = await openTestStore(dialect);
    try {
      const [first, second] = await Promise.all([
        resolveJwtSecret(store.db, undefined),
        resolveJwtSecret(store.db, undefined),
      ]);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect(await resolveJwtSecret(store.db, undefined)).toBe(first);
    } finally {
      await store.destroy();
    }
  });

  it('is the configured JWT_SECRET when one is set', async () => {
    const store = await openTestStore(dialect);
    try {
      const configured = 'x'.repeat(40);
      expect(await resolveJwtSecret(store.db, configured)).toBe(configured);
    } finally {
      await store.destroy();
    }
  });
});
