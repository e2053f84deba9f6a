import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test-support/test-app.js';
import { createTokenService } from './tokens.js';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('token service', () => {
  it('verifies what it issued, with the claims the portal reads', async () => {
    const clock = createTestClock('2025-06-01T12:00:00Z');
    const tokens = createTokenService({ secret, ttlSeconds: 60, clock });
    const token = await tokens.issue({ customerId: '7', alias: 'anonymous', anonymousCustomerId: 'abc' });

    expect(await tokens.verify(token)).toEqual({
      customerId: '7',
      alias: 'anonymous',
      anonymousCustomerId: 'abc',
      exp: Date.parse('2025-06-01T12:01:00Z') / 1000,
    });
  });

  it('rejects a token once it expires, also after it was verified before', async () => {
    const clock = createTestClock('2025-06-01T12:00:00Z');
    const tokens = createTokenService({ secret, ttlSeconds: 60, clock });
    const token = await tokens.issue({ customerId: '7', alias: null });
    expect(await tokens.verify(token)).not.toBeNull();

    clock.set('2025-06-01T12:01:00Z');
    expect(await tokens.verify(token)).toBeNull();
  });

  it('rejects tokens signed with another secret, and keeps verifying after the cache is full', async () => {
    const clock = createTestClock();
    const tokens = createTokenService({ secret, ttlSeconds: 60, clock, cacheSize: 2 });
    const other = createTokenService({ secret: `${secret}-other`, ttlSeconds: 60, clock });

    expect(await tokens.verify(await other.issue({ customerId: '1', alias: null }))).toBeNull();
    const issued = await Promise.all(['1', '2', '3'].map((id) => tokens.issue({ customerId: id, alias: null })));
    for (const token of [...issued, ...issued]) expect(await tokens.verify(token)).not.toBeNull();
  });
});
