import { getOperationName } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { FoyerConfig } from '../config/config-types';
import { getSessionStore } from '../session/session';
import { sendStaticKeepalive } from './static/static-link';

/**
 * A mutation that must survive the page closing (leaveStream on pagehide), over the configured transport. fetch with
 * keepalive carries the Bearer token, which a beacon cannot. Fire and forget: nobody is left to read the answer.
 */
export function sendKeepalive(
  { apiUrl, apiType }: Pick<FoyerConfig, 'apiUrl' | 'apiType'>,
  mutation: DocumentNode,
  variables: Record<string, unknown>,
): void {
  const url = new URL(apiUrl, document.baseURI);
  const operationName = getOperationName(mutation) ?? '';
  if (apiType === 'rest') {
    sendStaticKeepalive(url.href, operationName, variables);
    return;
  }
  const { token } = getSessionStore(apiUrl).getSnapshot();
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ operationName, query: print(mutation), variables }),
  }).catch(() => undefined);
}
