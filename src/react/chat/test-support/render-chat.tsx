import { act } from 'react';
import type { ChatTab } from '../../../chat/chat-constants';
import type { WidgetSettings } from '../../../chat/widget-settings';
import type { ChatLayout } from '../panel/chat-root';
import { mountChatPanel, type MountedChatPanel } from '../panel/mount-chat-panel';
import type { ChatService, ChatUser } from '../../../chat/chat-service';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has <dialog> but not its modal methods; the core Modal needs them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export interface RenderedChat {
  root: ShadowRoot;
  panel: MountedChatPanel;
  onClose: () => void;
  closed: number;
  $(selector: string): HTMLElement | null;
  $$(selector: string): HTMLElement[];
  text(selector: string): string[];
  unmount(): void;
}

/** Mounts the chat tree as the launcher does: in a shadow root, through the lazy panel module. */
export async function renderChat(
  /** A provider and the user it is logged in as (FakeChatService, or an in-memory provider's service with its user). */
  service: ChatService & { me: ChatUser },
  options: { layout?: ChatLayout; tabs?: ChatTab[]; group?: string; settings?: Partial<WidgetSettings> } = {},
): Promise<RenderedChat> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const rendered = {
    root,
    closed: 0,
    $: (selector: string) => root.querySelector<HTMLElement>(selector),
    $$: (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)],
    text: (selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent ?? ''),
  } as RenderedChat;
  rendered.onClose = () => rendered.closed++;
  await act(async () => {
    rendered.panel = await mountChatPanel(container, {
      service,
      me: service.me,
      language: 'de',
      layout: options.layout ?? 'bubble',
      tabs: options.tabs ?? [],
      group: options.group,
      settings: options.settings,
      onClose: rendered.onClose,
    });
  });
  await settle();
  rendered.unmount = () => {
    act(() => rendered.panel.unmount());
    host.remove();
  };
  return rendered;
}

/** Lets the fake's promises and React's updates run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
}

/** Types into a React-controlled input (React listens to the native value setter + input event). */
export async function typeInto(element: Element | null, value: string): Promise<void> {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) throw new Error('no field');
  const prototype = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export async function submit(form: Element | null): Promise<void> {
  if (!(form instanceof HTMLFormElement)) throw new Error('no form');
  await act(async () => {
    form.requestSubmit();
  });
  await settle();
}
