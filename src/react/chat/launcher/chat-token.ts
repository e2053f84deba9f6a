import { STORAGE_KEYS } from '../../core/constants';
import type { LoginResult } from '../../core/session/session-store';

/**
 * The launcher's GraphQL calls (chat-widget.md §7 "getCometChatToken", and the anonymous login of an event open to
 * anonymous visitors), as plain fetches: the bubble must not pull in the Apollo client. chat-start.test.ts checks
 * they are chat-token.operations.graphql and portal.operations.graphql's, which codegen validates.
 */
export const CHAT_TOKEN_QUERY = 'query ChatToken { getCometChatToken { token } }';
export const ANONYMOUS_LOGIN_QUERY =
  'query customerAnonymousLogin { customerAnonymousLogin { customerId token alias } }';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The portal session's token (portal.md §3 key `token`, in the element storage of the API), or null without one. */
export function portalSessionToken(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(STORAGE_KEYS.token);
}

/** Posts one query to the API; its field's value, or an error with the API's code and message. */
async function ask<T>(
  apiUrl: string,
  query: string,
  operationName: string,
  field: string,
  { sessionToken, fetcher = fetch }: { sessionToken?: string; fetcher?: typeof fetch | undefined },
): Promise<T> {
  const response = await fetcher(apiUrl, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      ...(sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}),
    },
    body: JSON.stringify({ query, operationName }),
  });
  const answer = (await response.json()) as GraphQLAnswer<Record<string, T | null>>;
  const value = answer.data?.[field];
  if (value) return value;
  const error = answer.errors?.[0];
  throw new Error(
    error ? `${error.extensions?.code ?? 'ERROR'}: ${error.message}` : `no ${field} (HTTP ${response.status})`,
  );
}

/** Asks the API for a chat token with the portal session's token; throws with the API's error code on failure. */
export async function fetchChatToken(apiUrl: string, sessionToken: string, fetcher?: typeof fetch): Promise<string> {
  return (
    await ask<{ token: string }>(apiUrl, CHAT_TOKEN_QUERY, 'ChatToken', 'getCometChatToken', { sessionToken, fetcher })
  ).token;
}

/** A new anonymous session (portal.md §7 customerAnonymousLogin); refused where the event admits no anonymous visitors. */
export function fetchAnonymousSession(apiUrl: string, fetcher?: typeof fetch): Promise<LoginResult> {
  return ask<LoginResult>(apiUrl, ANONYMOUS_LOGIN_QUERY, 'customerAnonymousLogin', 'customerAnonymousLogin', {
    fetcher,
  });
}
