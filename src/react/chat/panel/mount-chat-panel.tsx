import { createRoot } from 'react-dom/client';
import { loadChatI18n } from '../i18n/chat-locale-loader';
import { ChatShadowTree, type ChatRootProps } from './chat-root';

export type ChatPanelOptions = Omit<ChatRootProps, 'i18n'>;

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
    root.render(<ChatShadowTree shadowRoot={shadowRoot} i18n={i18n} {...next} />);
  };
  await update(options);
  return { update, unmount: () => root.unmount() };
}
