import {
  CHAT_ERROR_CODES,
  ChatError,
  type ChatInitOptions,
  type ChatBubbleService,
  type ChatService,
  type ChatUser,
} from '../../../chat/chat-service';
import { createFoyerSession } from '../../../chat/foyer/foyer-session';
import { CHAT_PROVIDERS } from '../../../../shared/portal/portal-choices.js';
import { elementStorage, type KeyValueStorage } from '../../core/storage/element-storage';
import { fetchAnonymousSession, fetchChatToken, portalSessionToken } from './chat-token';

/** §4 "Chat service lifecycle: none, loading, done." */
export type ChatLifecycle = 'none' | 'loading' | 'done';

export { CHAT_PROVIDERS };
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

/**
 * The host page's source of chat tokens (docs/embedding.md "Chat with your own users"): usually a call to the host's
 * own server, which asks Foyer's POST /chat/tokens. Asked when the widget starts without a token, and again whenever
 * the chat service refuses the last one (it expired).
 */
export type ChatTokenProvider = () => Promise<string> | string;

export interface ChatStartOptions extends ChatInitOptions {
  provider: ChatProvider;
  /** A service the host page hands over (tests, custom providers); used instead of the provider's. */
  service?: ChatService;
  /** A chat token from the host page; otherwise the provider's, or one asked for with the portal session. */
  token?: string | undefined;
  /** Asked for a token when none is given, and again when the service refuses one. */
  tokenProvider?: ChatTokenProvider | undefined;
  apiUrl: string;
  /** Where the portal session is kept (the element storage of the API); an anonymous login is stored there. */
  storage?: KeyValueStorage;
  fetcher?: typeof fetch;
}

export interface StartedChat {
  /** The host's whole ChatService, or our provider's launcher part (the panel completes it). */
  service: ChatBubbleService;
  me: ChatUser;
}

/**
 * Our service's WebSocket beside the API it asks for the token: the API's origin (the page's for a relative
 * `api-url`), http -> ws, https -> wss, path /chat. A host page on another site that points `api-url` at Foyer
 * reaches Foyer's chat too, not its own origin.
 */
export function defaultChatUrl(apiUrl: string, pageUrl: string): string {
  const url = new URL('/chat', new URL(apiUrl, pageUrl).origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * Initialises the provider and logs in (§4 lifecycle). §8 "Chat initialisation or login failure: logged; the widget
 * stays hidden": every failure is logged here and answered with null, never thrown.
 */
export async function startChat(options: ChatStartOptions, logger: Pick<Console, 'error'> = console) {
  try {
    const service = options.service ?? createService(options);
    await service.init({ appId: options.appId, region: options.region, url: options.url });
    const me = (await service.getLoggedInUser()) ?? (await logIn(service, options));
    return { service, me } satisfies StartedChat;
  } catch (error) {
    logger.error('[chat-widget] the chat could not start; the widget stays hidden.', error);
    return null;
  }
}

function createService(options: ChatStartOptions): ChatBubbleService {
  if (options.provider === 'cometchat') {
    throw new Error('the cometchat provider is reserved and not available in this build');
  }
  if (!options.url) throw new Error('the foyer provider needs a chat url');
  const renewToken = tokenRenewal(options);
  return createFoyerSession({ url: options.url, ...(renewToken ? { renewToken } : {}) });
}

const isRefused = (error: unknown) => error instanceof ChatError && error.code === CHAT_ERROR_CODES.unauthenticated;

/** Logs in with the first token; one the service refuses (expired) is replaced by the provider's once. */
async function logIn(service: ChatBubbleService, options: ChatStartOptions): Promise<ChatUser> {
  const token = options.token || (options.tokenProvider ? await provided(options.tokenProvider) : null);
  if (!token) return service.login(await portalChatToken(options));
  try {
    return await service.login(token);
  } catch (error) {
    if (!isRefused(error) || !options.tokenProvider) throw error;
    return service.login(await provided(options.tokenProvider));
  }
}

async function provided(provider: ChatTokenProvider): Promise<string> {
  const token = await provider();
  if (typeof token !== 'string' || token === '') throw new Error('the tokenProvider gave no chat token');
  return token;
}

/** How a token the service refuses after a reconnect is replaced: the provider's, or the portal session's anew. */
export function tokenRenewal(
  options: Pick<ChatStartOptions, 'token' | 'tokenProvider' | 'apiUrl' | 'storage' | 'fetcher'>,
): (() => Promise<string | null>) | undefined {
  const { tokenProvider } = options;
  if (tokenProvider) return () => provided(tokenProvider);
  if (options.token) return undefined;
  return () => portalChatToken(options);
}

/**
 * A token through the portal session kept for this API. Without one, on an event open to anonymous visitors, the
 * widget logs in anonymously as the portal's landing page would and keeps that session (so a reload is the same
 * chat user); elsewhere the API refuses, and the error says what the host can do.
 */
async function portalChatToken(options: Pick<ChatStartOptions, 'apiUrl' | 'storage' | 'fetcher'>): Promise<string> {
  const storage = options.storage ?? elementStorage('localStorage', options.apiUrl);
  let session = portalSessionToken(storage);
  if (!session) {
    const { startAnonymousSession } = await import('./anonymous-session');
    const anonymousLogin = () => fetchAnonymousSession(options.apiUrl, options.fetcher);
    session = await startAnonymousSession(storage, anonymousLogin).catch((error: unknown) => {
      throw new Error(
        'no chat-token, chatToken or tokenProvider given, no portal session, and no anonymous login ' +
          `(${error instanceof Error ? error.message : String(error)}); see docs/embedding.md "Chat with your own users"`,
      );
    });
  }
  return fetchChatToken(options.apiUrl, session, options.fetcher);
}
