import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TranslationProvider } from '../../core/i18n/translator';
import type { ChatUser } from '../../../chat/chat-service';
import { resolveWidgetSettings, type WidgetSettings } from '../../../chat/widget-settings';
import { ChatContext, type ChatNotice } from '../chat-context';
import { getChatI18n } from '../i18n/chat-i18n';
import { ConversationView, type ConversationTarget } from '../conversation/conversation-view';
import { FakeChatService } from './fake-chat-service';

// React warns unless tests declare that they wrap updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const ME: ChatUser = { uid: 'me', name: 'Mia', status: 'online' };
export const ANNA: ChatUser = { uid: 'anna', name: 'Anna', status: 'offline', lastActiveAt: 1_790_000_000 };

export interface Mounted {
  container: HTMLElement;
  service: FakeChatService;
  notices: ChatNotice[];
  closed: { count: number };
  show(target: ConversationTarget): Promise<void>;
  unmount(): void;
}

/** Lets pending promises (fetches, sends) settle inside act(). */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}

/** Renders the conversation view in English inside the chat context, with the fake service. */
export async function renderConversation(
  target: ConversationTarget,
  options: { service?: FakeChatService; settings?: Partial<WidgetSettings> } = {},
): Promise<Mounted> {
  const service = options.service ?? new FakeChatService({ me: ME, users: [ANNA], loggedIn: true });
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const notices: ChatNotice[] = [];
  const closed = { count: 0 };
  const context = {
    service,
    me: service.me,
    settings: resolveWidgetSettings(options.settings, false),
    embedded: false,
    notify: (notice: ChatNotice) => notices.push(notice),
  };
  const show = async (next: ConversationTarget) => {
    await act(async () => {
      root.render(
        <TranslationProvider translator={getChatI18n('en')}>
          <ChatContext.Provider value={context}>
            <ConversationView target={next} onBack={() => undefined} onClosed={() => (closed.count += 1)} />
          </ChatContext.Provider>
        </TranslationProvider>,
      );
    });
    await flush();
  };
  await show(target);
  return {
    container,
    service,
    notices,
    closed,
    show,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Types into a React-controlled textarea as a visitor would. */
export async function typeInto(field: HTMLTextAreaElement | HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function pressKey(field: HTMLElement, key: string, init: KeyboardEventInit = {}): Promise<void> {
  await act(async () => {
    field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
  await flush();
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
  await flush();
}

/** Finds a button by its accessible name (aria-label or text). */
export function button(container: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...container.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
}

/** Pretends the list is scrolled up (jsdom has no layout), then reports the scroll. */
export async function scrollList(container: HTMLElement, where: 'up' | 'bottom'): Promise<void> {
  const list = container.querySelector<HTMLElement>('[role="log"]');
  if (!list) throw new Error('no message list');
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
  await act(async () => {
    Object.defineProperty(list, 'scrollTop', {
      configurable: true,
      writable: true,
      value: where === 'bottom' ? 1600 : 800,
    });
    list.dispatchEvent(new Event('scroll'));
  });
  await flush();
}
