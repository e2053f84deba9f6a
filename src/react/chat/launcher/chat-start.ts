import type { ChatInitOptions, ChatService, ChatUser } from '../../../chat/chat-service';
import { createFoyerChatService } from '../../../chat/foyer/foyer-chat-service';
import { elementStorage } from '../../core/storage/element-storage';
import { fetchChatToken, portalSessionToken } from './chat-token';

/** §4 "Chat service lifecycle: none, loading, done." */
export type ChatLifecycle = 'none' | 'loading' | 'done';

export const CHAT_PROVIDERS = ['foyer', 'cometchat'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

export interface ChatStartOptions extends ChatInitOptions {
  provider: ChatProvider;
  /** A service the host page hands over (tests, custom providers); used instead of the provider's. */
  service?: ChatService;
  /** A chat token from the host page; otherwise one is asked for with the portal session. */
  token?: string;
  apiUrl: string;
  storage?: Pick<Storage, 'getItem'>;
  fetcher?: typeof fetch;
}

export interface StartedChat {
  service: ChatService;
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
    const me = (await service.getLoggedInUser()) ?? (await service.login(await chatToken(options)));
    return { service, me } satisfies StartedChat;
  } catch (error) {
    logger.error('[chat-widget] the chat could not start; the widget stays hidden.', error);
    return null;
  }
}

function createService(options: ChatStartOptions): ChatService {
  if (options.provider === 'cometchat') {
    throw new Error('the cometchat provider is reserved and not available in this build');
  }
  if (!options.url) throw new Error('the foyer provider needs a chat url');
  return createFoyerChatService({ url: options.url });
}

async function chatToken(options: ChatStartOptions): Promise<string> {
  if (options.token) return options.token;
  const session = portalSessionToken(options.storage ?? elementStorage('localStorage', options.apiUrl));
  if (!session) throw new Error('no chat token given and no portal session to ask for one');
  return fetchChatToken(options.apiUrl, session, options.fetcher);
}
