// The ICE servers every call gets (docs/chat-service.md "Calls"): the configured STUN addresses, and TURN addresses
// with short-lived credentials in the scheme coturn implements with use-auth-secret (the "TURN REST API" draft,
// draft-uberti-behave-turn-rest-00): username "<expiry unix seconds>:<uid>", credential base64(HMAC-SHA1(secret,
// username)). coturn checks both with the same static-auth-secret; nothing is stored.
import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../shared/chat/calls.js';
import type { CallSettings } from '../../config.js';

/** TURN credentials for `uid`, good until `nowSeconds` + the configured lifetime. */
export function turnCredentials(
  secret: string,
  uid: string,
  nowSeconds: number,
  ttlSeconds: number,
): { username: string; credential: string } {
  const username = `${nowSeconds + ttlSeconds}:${uid}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers for one user's call; none configured: host candidates only (one network, or localhost). */
export function iceServersFor(settings: CallSettings, uid: string, nowSeconds: number): IceServer[] {
  const servers: IceServer[] = [];
  if (settings.stunUrls.length > 0) servers.push({ urls: settings.stunUrls });
  if (settings.turnUrls.length > 0 && settings.turnSecret !== undefined) {
    servers.push({
      urls: settings.turnUrls,
      ...turnCredentials(settings.turnSecret, uid, nowSeconds, settings.turnTtlSeconds),
    });
  }
  return servers;
}
