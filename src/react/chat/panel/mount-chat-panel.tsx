import { createRoot } from 'react-dom/client';
import type { ChatBubbleService, ChatService } from '../../../chat/chat-service';
import { completeFoyerChatService } from '../../../chat/foyer/foyer-chat-service';
import { isFoyerSession } from '../../../chat/foyer/foyer-session';
import { loadChatI18n } from '../i18n/chat-locale-loader';
import { ChatShadowTree, type ChatRootProps } from './chat-root';

export type ChatPanelOptions = Omit<ChatRootProps, 'i18n' | 'service'> & { service: ChatBubbleService };

/**
 * The whole ChatService behind what the launcher started: our provider's launcher part is completed here, in the
 * panel's chunk (decision 0016); a host's own service is whole already.
 */
function wholeService(service: ChatBubbleService): ChatService {
  if (isFoyerSession(service)) return completeFoyerChatService(service);
  if (!isWholeService(service)) throw new Error('the chat service lacks the messaging methods the panel needs');
  return service;
}

function isWholeService(service: ChatBubbleService): service is ChatService {
  return 'sendMessage' in service && 'conversationsRequest' in service && 'usersRequest' in service;
}

export interface MountedChatPanel {
  /** Renders with new options (a changed attribute); a new language loads its texts first. */
  update(options: ChatPanelOptions): Promise<void>;
  unmount(): void;
}

/**
 * The lazy chunk the <chat-widget> launcher imports when the panel opens (or at once for a standalone layout):
 * React, the chat UI and its texts load only from here.
 */
export async function mountChatPanel(container: HTMLElement, options: ChatPanelOptions): Promise<MountedChatPanel> {
  const shadowRoot = container.getRootNode() as ShadowRoot;
  const root = createRoot(container);
  const update = async (next: ChatPanelOptions) => {
    const i18n = await loadChatI18n(next.language);
    root.render(<ChatShadowTree shadowRoot={shadowRoot} i18n={i18n} {...next} service={wholeService(next.service)} />);
  };
  await update(options);
  return { update, unmount: () => root.unmount() };
}
