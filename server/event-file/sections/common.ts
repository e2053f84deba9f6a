// Building blocks shared by the event file's sections.
import { z } from 'zod';
import { LANGUAGES } from '../../../shared/portal/portal-config.js';

export const language = z.enum(LANGUAGES);

export const text = z.string().trim().min(1);

export const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
  error: 'expected a code of letters, digits, - and _ (like vip-lounge)',
});

/**
 * A path on this server: one leading / and no second one, no backslash, no white space or control characters. A
 * browser reads //evil.example, /\evil.example and /<tab>/evil.example as links to another site (issue #11).
 */
const LOCAL_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** An absolute http(s) address without white space or backslashes. */
function isHttpAddress(value: string): boolean {
  return /^https?:\/\/[^\s\\/]/i.test(value) && !/[\s\\]/.test(value) && URL.canParse(value);
}

export const localPath = z.string().regex(LOCAL_PATH, { error: 'expected a path starting with a single /' });

export const httpAddress = z.string().refine(isHttpAddress, { error: 'expected an http(s) link' });

/** Where a player, image or action points: a path on this server or an http(s) address. */
export const pathOrHttpAddress = z.string().refine((value) => LOCAL_PATH.test(value) || isHttpAddress(value), {
  error: 'expected a path starting with a single / or an http(s) link',
});

/** Where a navbar item, button or footer link points: a portal path, an external address or an e-mail address. */
export const link = z
  .string()
  .refine((value) => LOCAL_PATH.test(value) || isHttpAddress(value) || /^mailto:[^\s\\]+$/.test(value), {
    error: 'expected a path starting with a single / or an http://, https:// or mailto: link',
  });

export const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'expected an ISO date-time like 2024-05-01T09:00:00Z',
});

/** An argon2id hash as `node build/server/cli.js hash-password` prints it; never a password in plain text. */
export const passwordHash = z.string().regex(/^\$argon2id\$/, {
  error: 'expected an argon2id hash ($argon2id$...); make one with node build/server/cli.js hash-password',
});
