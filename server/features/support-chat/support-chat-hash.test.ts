import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { supportChatHash } from './support-chat-hash.js';

describe('the support chat hash (tawkToHash)', () => {
  it('is the HMAC-SHA256 of the e-mail with the secret, in hex', () => {
    const secret = 'provider-secret-0123456789';
    const expected = createHmac('sha256', secret).update('ada@example.org').digest('hex');
    expect(supportChatHash(secret, 'ada@example.org')).toBe(expected);
    expect(supportChatHash(secret, 'ada@example.org')).toMatch(/^[0-9a-f]{64}$/);
    expect(supportChatHash(secret, 'bob@example.org')).not.toBe(expected);
  });

  it('is null without a secret or an e-mail', () => {
    expect(supportChatHash(undefined, 'ada@example.org')).toBeNull();
    expect(supportChatHash('provider-secret-0123456789', null)).toBeNull();
  });
});
