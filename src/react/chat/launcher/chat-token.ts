import { STORAGE_KEYS } from '../../core/constants';

/**
 * The launcher's one GraphQL call (chat-widget.md §7 "getCometChatToken"), as a plain fetch: the bubble must not
 * pull in the Apollo client. chat-start.test.ts checks it is chat-token.operations.graphql, which codegen validates.
 */
export const CHAT_TOKEN_QUERY = 'query ChatToken { getCometChatToken { token } }';

interface ChatTokenAnswer {
  data?: { getCometChatToken: { token: string } | null } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The portal session's token (portal.md §3 key `token`, in the element storage of the API), or null without one. */
export function portalSessionToken(storage: Pick<Storage, 'getItem'>): string | null {
  return storage.getItem(STORAGE_KEYS.token);
}

/** Asks the API for a chat token with the portal session's token; throws with the API's error code on failure. */
export async function fetchChatToken(apiUrl: string, sessionToken: string, fetcher = fetch): Promise<string> {
  const response = await fetcher(apiUrl, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}` },
    body: JSON.stringify({ query: CHAT_TOKEN_QUERY, operationName: 'ChatToken' }),
  });
  const answer = (await response.json()) as ChatTokenAnswer;
  const token = answer.data?.getCometChatToken?.token;
  if (token) return token;
  const error = answer.errors?.[0];
  throw new Error(
    error ? `${error.extensions?.code ?? 'ERROR'}: ${error.message}` : `no chat token (HTTP ${response.status})`,
  );
}
