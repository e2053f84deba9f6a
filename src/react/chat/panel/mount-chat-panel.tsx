import { createRoot } from 'react-dom/client';
import type { ChatBubbleService } from '../../../chat/chat-service';
import { loadChatI18n } from '../i18n/chat-locale-loader';
import { ChatShadowTree, type ChatRootProps } from './chat-root';
import { wholeService } from './whole-service';

// The bubble layout's call UI rides in this chunk: a chunk of its own split the chat's shared modules off the panel
// and cost the open panel 2 KB brotli (its budget, scripts/rollup/bundle-size.mjs).
export { mountCallRing } from '../calls/mount-call-ring';

export type ChatPanelOptions = Omit<ChatRootProps, 'i18n' | 'service'> & { service: ChatBubbleService };

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
