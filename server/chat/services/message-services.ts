// The chat's message services (issue #16), each a server extension in its own module behind a provider the
// operator configures (docs/chat-service.md "Message services"): translation (translation/), smart replies
// (smart-replies/) and link previews (link-previews/). Login tells the client which are on; the widget hides the rest.
import type { ChatServiceSettings } from '../../config.js';
import { takeAll, type Limit, type RateLimiter } from '../../limits/rate-limiter.js';
import type { MessageServices } from '../../../shared/chat/message-services.js';
import { CHAT_ERROR_CODES, ChatRefusal } from '../chat-codes.js';
import type { ChatHandler, ChatHandlers, ChatModuleDependencies } from '../session/chat-session.js';
import { createLinkPreviews } from './link-previews/link-previews.js';
import { unavailable, type ServiceLog } from './service-messages.js';
import { createSmartReplies } from './smart-replies/smart-reply-handlers.js';
import { smartReplyProviderOf, type SmartReplyProvider } from './smart-replies/smart-reply-provider.js';
import { createTranslation } from './translation/translation-handlers.js';
import { translationProviderOf, type TranslationProvider } from './translation/translation-providers.js';

export interface MessageServicesOptions extends Pick<ChatModuleDependencies, 'access'> {
  settings: ChatServiceSettings;
  log: ServiceLog;
  /** The app's shared counters: each service call costs a provider request (or two page fetches). */
  limiter: RateLimiter;
  /** Tests: providers of their own instead of those the settings name. */
  translation?: TranslationProvider;
  smartReplies?: SmartReplyProvider;
}

type ServiceRequestType = 'translate' | 'smartReplies' | 'linkPreviews';

/**
 * Calls of each service one user may make in a minute, counted before anything is checked (refused ones too), in
 * the shared counters so every process counts together. Generous for a person reading a chat (the widget asks once
 * per shown message), tight for a script using the server as a translator, a model or a fetcher.
 */
export const SERVICE_CALLS_PER_USER: Limit = { max: 30, windowMs: 60_000 };
/** The same for one address: ten users at that pace (users are cheap to make). */
export const SERVICE_CALLS_PER_IP: Limit = { max: 300, windowMs: 60_000 };

/** The handler, after the asker's call is counted against SERVICE_CALLS_PER_USER and SERVICE_CALLS_PER_IP. */
function limited<T extends ServiceRequestType>(limiter: RateLimiter, type: T, handler: ChatHandler<T>): ChatHandler<T> {
  return async (session, request) => {
    const counted = await takeAll(limiter, [
      [`chat-${type}:uid:${session.uid}`, SERVICE_CALLS_PER_USER],
      [`chat-${type}:ip:${session.ip}`, SERVICE_CALLS_PER_IP],
    ]);
    if (!counted) {
      throw new ChatRefusal(CHAT_ERROR_CODES.rateLimited, 'Too many requests of this kind, please wait a minute');
    }
    return handler(session, request);
  };
}

export function createMessageServices(options: MessageServicesOptions) {
  const { access, settings, log, limiter } = options;
  const translationProvider = options.translation ?? translationProviderOf(settings.translation);
  const translation = createTranslation({ access, provider: translationProvider, log });
  const smartReplyProvider = options.smartReplies ?? smartReplyProviderOf(settings.smartReplies);
  const smartReplies = createSmartReplies({ access, provider: smartReplyProvider, log });
  const linkPreviews = settings.linkPreviews
    ? createLinkPreviews({ access, settings: settings.linkPreviews, log })
    : undefined;
  const offered: MessageServices = {
    translation: translationProvider !== undefined,
    smartReplies: smartReplyProvider !== undefined,
    linkPreviews: linkPreviews !== undefined,
  };
  const handlers: ChatHandlers<ServiceRequestType> = {
    translate: limited(limiter, 'translate', translation.handlers.translate),
    smartReplies: limited(limiter, 'smartReplies', smartReplies.handlers.smartReplies),
    linkPreviews: limited(
      limiter,
      'linkPreviews',
      linkPreviews?.handlers.linkPreviews ?? (() => Promise.reject(unavailable('link previews'))),
    ),
  };
  return { offered, handlers };
}
