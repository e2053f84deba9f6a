import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `Authorization: Bearer <key>` carries `key` (the operator token, the chat server key). Compared as digests,
 * so the comparison takes the same time whatever the length and wherever the first difference is.
 */
export function carriesBearerKey(authorization: string | undefined, key: string | undefined): boolean {
  if (!key || !authorization) return false;
  const given = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(key));
}
