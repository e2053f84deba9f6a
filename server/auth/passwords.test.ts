import { describe, expect, it } from 'vitest';
import { FoyerError } from '../errors.js';
import { ARGON2_CONCURRENCY, ARGON2_QUEUE_MAX, hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the right password only, and answers false without a hash (the decoy)', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
    expect(await verifyPassword(null, 'decoy password, never matches')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });

  it('runs one hash per core, lets ARGON2_QUEUE_MAX more of a burst wait, refuses the rest at once with 429, then takes work again', async () => {
    const stored = await hashPassword('correct horse');
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => verifyPassword(stored, 'guess')));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(results.length - refused.length).toBe(ARGON2_CONCURRENCY + ARGON2_QUEUE_MAX);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(FoyerError);
      expect((reason as FoyerError).extensions.code).toBe('429');
    }
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
  });
});
