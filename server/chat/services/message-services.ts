// The chat's message services (issue #16), each a server extension in its own module behind a provider the
// operator configures (docs/chat-service.md "Message services"): translation (translation/), smart replies
// (smart-replies/) and link previews (link-previews/). Login tells the client which are on; the widget hides the rest.
import type { ChatServiceSettings } from '../../config.js';
import type { MessageServices } from '../../../shared/chat/message-services.js';
import type { ChatHandlers, ChatModuleDependencies } from '../session/chat-session.js';
import { createLinkPreviews } from './link-previews/link-previews.js';
import { unavailable, type ServiceLog } from './service-messages.js';
import { createSmartReplies } from './smart-replies/smart-reply-handlers.js';
import { smartReplyProviderOf, type SmartReplyProvider } from './smart-replies/smart-reply-provider.js';
import { createTranslation } from './translation/translation-handlers.js';
import { translationProviderOf, type TranslationProvider } from './translation/translation-providers.js';

export interface MessageServicesOptions extends Pick<ChatModuleDependencies, 'access'> {
  settings: ChatServiceSettings;
  log: ServiceLog;
  /** Tests: providers of their own instead of those the settings name. */
  translation?: TranslationProvider;
  smartReplies?: SmartReplyProvider;
}

export function createMessageServices(options: MessageServicesOptions) {
  const { access, settings, log } = options;
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
  const handlers: ChatHandlers<'translate' | 'smartReplies' | 'linkPreviews'> = {
    ...translation.handlers,
    ...smartReplies.handlers,
    linkPreviews: linkPreviews?.handlers.linkPreviews ?? (() => Promise.reject(unavailable('link previews'))),
  };
  return { offered, handlers };
}
