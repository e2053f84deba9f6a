// §3 "tawkToHash": the support-chat provider's secure mode checks that the widget's e-mail is the visitor's own by
// an HMAC-SHA256 of the e-mail with the provider's secret, computed here so the secret never reaches the browser.
import { createHmac } from 'node:crypto';

/** The hash for a customer's e-mail; null without a secret or an e-mail (anonymous visitors). */
export function supportChatHash(secret: string | undefined, email: string | null | undefined): string | null {
  if (!secret || !email) return null;
  return createHmac('sha256', secret).update(email).digest('hex');
}
