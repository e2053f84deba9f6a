// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatError, conversationIdOf, type ChatGroup, type ChatMessage } from '../../../chat/chat-service';
import { MAX_NEW_MESSAGES_BEFORE_RELOAD, TYPING_AUTO_END_MS } from '../../../chat/chat-constants';
import { FakeChatService } from '../test-support/fake-chat-service';
import {
  ANNA,
  ME,
  button,
  click,
  flush,
  pressKey,
  renderConversation,
  scrollList,
  typeInto,
  type Mounted,
} from '../test-support/render-conversation';

const WITH_ANNA = conversationIdOf('user', ME.uid, ANNA.uid);
const TEAM: ChatGroup = { guid: 'team', name: 'Team', type: 'public', membersCount: 3, hasJoined: true };
const TEAM_ID = conversationIdOf('group', TEAM.guid);
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serviceWith(setup: (service: FakeChatService) => void): FakeChatService {
  const service = new FakeChatService({ me: ME, users: [ANNA], groups: [TEAM], loggedIn: true });
  setup(service);
  return service;
}

const fromAnna = { sender: { uid: ANNA.uid, name: ANNA.name }, receiverId: ME.uid, receiverType: 'user' as const };
const toAnna = { sender: { uid: ME.uid, name: ME.name }, receiverId: ANNA.uid, receiverType: 'user' as const };

async function openAnna(setup: (service: FakeChatService) => void = () => undefined, settings = {}) {
  mounted = await renderConversation({ type: 'user', user: ANNA }, { service: serviceWith(setup), settings });
  return mounted;
}

function bubbles(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[part~="message-bubble"]')].map((node) => node.textContent ?? '');
}

function input(container: HTMLElement): HTMLTextAreaElement {
  const field = container.querySelector('textarea');
  if (!field) throw new Error('no composer input');
  return field;
}

function statusLabels(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[part="message-status"]')].map(
    (node) => node.getAttribute('aria-label') ?? '',
  );
}

async function send(container: HTMLElement, text: string) {
  await typeInto(input(container), text);
  await pressKey(input(container), 'Enter');
}

describe('message list', () => {
  it('fetches the previous 30 without replies and shows them in a log region with date separators', async () => {
    const { container, service } = await openAnna((service) =>
      service.store(WITH_ANNA, [
        { ...fromAnna, text: 'old', sentAt: now() - 20 * DAY },
        { ...fromAnna, text: 'yesterday', sentAt: now() - DAY },
        { ...toAnna, text: 'today', sentAt: now() },
      ]),
    );
    expect(service.callsOf('messagesRequest')[0]?.[0]).toMatchObject({ uid: ANNA.uid, limit: 30, hideReplies: true });
    const log = container.querySelector('[role="log"]');
    expect(log?.getAttribute('aria-live')).toBe('polite');
    expect(bubbles(container)).toEqual(['old', 'yesterday', 'today']);
    const separators = [...container.querySelectorAll('[role="separator"]')].map((node) => node.textContent);
    expect(separators).toHaveLength(3);
    expect(separators.slice(1)).toEqual(['Yesterday', 'Today']);
  });

  it('loads older messages when scrolled to the top', async () => {
    const texts = Array.from({ length: 35 }, (_, index) => `m${index}`);
    const { container, service } = await openAnna((service) =>
      service.store(
        WITH_ANNA,
        texts.map((text) => ({ ...fromAnna, text, readAt: now() })),
      ),
    );
    expect(bubbles(container)).toHaveLength(30);
    const list = container.querySelector<HTMLElement>('[role="log"]')!;
    Object.defineProperty(list, 'scrollTop', { configurable: true, writable: true, value: 0 });
    await act(async () => list.dispatchEvent(new Event('scroll')));
    await flush();
    expect(service.callsOf('fetchPrevious')).toHaveLength(2);
    expect(bubbles(container)).toEqual(texts);
  });

  it('shows No messages found, and Error with a toast when the fetch fails', async () => {
    const empty = await openAnna();
    expect(empty.container.querySelector('[part="message-list-decorator"]')?.textContent).toBe('No messages found');
    empty.unmount();
    mounted = undefined;
    const failing = await openAnna((service) => service.fail('fetchPrevious', new ChatError('ERR_X', 'x')));
    expect(failing.container.querySelector('[part="message-list-decorator"]')?.textContent).toBe('Error');
    expect(failing.notices).toEqual([{ kind: 'error', code: 'ERR_X' }]);
  });

  it('shows the displayed text after the xss, masking and profanity filters', async () => {
    const { container } = await openAnna((service) =>
      service.store(WITH_ANNA, [
        {
          ...fromAnna,
          text: 'call 555 you idiot',
          readAt: now(),
          metadata: {
            '@injected': {
              extensions: {
                'data-masking': { data: { sensitive_data: 'yes', message_masked: 'call *** you idiot' } },
                'profanity-filter': { profanity: 'yes', message_clean: 'call *** you *****' },
              },
            },
          },
        },
      ]),
    );
    expect(bubbles(container)).toEqual(['call *** you *****']);
  });

  it('shows emoji-only messages larger unless show_emojis_in_larger_size is off', async () => {
    const store = (service: FakeChatService) =>
      service.store(WITH_ANNA, [
        { ...fromAnna, text: '🎉', readAt: now() },
        { ...fromAnna, text: '🎉🎉', readAt: now() },
        { ...fromAnna, text: 'yay 🎉', readAt: now() },
      ]);
    const sizes = (container: HTMLElement) =>
      [...container.querySelectorAll<HTMLElement>('[part~="message-bubble"]')].map((node) => node.style.fontSize);
    expect(sizes((await openAnna(store)).container)).toEqual(['48px', '36px', '']);
    mounted?.unmount();
    mounted = undefined;
    expect(sizes((await openAnna(store, { show_emojis_in_larger_size: false })).container)).toEqual(['', '', '']);
  });

  it('shows deleted placeholders for the sender and for others', async () => {
    const { container, service } = await openAnna((service) =>
      service.store(WITH_ANNA, [
        { ...toAnna, text: 'mine', readAt: now() },
        { ...fromAnna, text: 'theirs', readAt: now() },
      ]),
    );
    await click(button(container, 'Delete'));
    expect(service.callsOf('deleteMessage')).toHaveLength(1);
    const theirs = service.stored.get(WITH_ANNA)![1]!;
    await act(async () => service.emit('onMessageDeleted', { ...theirs, deletedAt: now() }));
    expect(bubbles(container)).toEqual(['You deleted this message', 'This message was deleted']);
    expect(statusLabels(container)).toEqual([]);
    expect(button(container, 'Delete')).toBeUndefined();
  });
});

describe('sent-message status', () => {
  it('labels each state for a user conversation and shows none on received messages', async () => {
    const { container } = await openAnna((service) =>
      service.store(WITH_ANNA, [
        { ...fromAnna, text: 'received', readAt: now() },
        { ...toAnna, text: 'sent' },
        { ...toAnna, text: 'delivered', deliveredAt: now() },
        { ...toAnna, text: 'seen', deliveredAt: now(), readAt: now() },
      ]),
    );
    expect(statusLabels(container)).toEqual(['Sent', 'Delivered', 'Seen']);
    expect(container.querySelectorAll('time')).toHaveLength(4);
  });

  it('stops at Sent in a group and hides the icons when show_delivery_read_indicators is false', async () => {
    const service = serviceWith((service) =>
      service.store(TEAM_ID, [
        { ...toAnna, receiverId: TEAM.guid, receiverType: 'group', text: 'seen', deliveredAt: now(), readAt: now() },
      ]),
    );
    mounted = await renderConversation({ type: 'group', group: TEAM }, { service });
    expect(statusLabels(mounted.container)).toEqual(['Sent']);
    mounted.unmount();
    mounted = undefined;
    const hidden = await openAnna((service) => service.store(WITH_ANNA, [{ ...toAnna, text: 'x' }]), {
      show_delivery_read_indicators: false,
    });
    expect(statusLabels(hidden.container)).toEqual([]);
  });

  it('hides join and leave notices of the history too when hide_join_leave_notifications is on', async () => {
    const notice = (action: 'joined' | 'left' | 'kicked', on: string) => ({
      category: 'action' as const,
      type: 'groupMember' as const,
      receiverId: TEAM.guid,
      receiverType: 'group' as const,
      sender: { uid: on, name: on },
      action: { action, actionBy: on, actionOn: on, actionFor: { guid: TEAM.guid, membersCount: 3 } },
    });
    const history = (service: FakeChatService) =>
      service.store(TEAM_ID, [
        notice('joined', 'bob'),
        { ...toAnna, receiverId: TEAM.guid, receiverType: 'group', text: 'hi' },
        notice('left', 'bob'),
        notice('kicked', 'carl'),
      ]);
    const notices = (container: HTMLElement) =>
      [...container.querySelectorAll('[part="action-message"]')].map((node) => node.textContent);
    mounted = await renderConversation({ type: 'group', group: TEAM }, { service: serviceWith(history) });
    expect(notices(mounted.container)).toEqual(['bob joined', 'bob left', 'carl removed carl']);
    mounted.unmount();
    mounted = undefined;
    mounted = await renderConversation(
      { type: 'group', group: TEAM },
      { service: serviceWith(history), settings: { hide_join_leave_notifications: true } },
    );
    expect(notices(mounted.container)).toEqual(['carl removed carl']);
    expect(bubbles(mounted.container)).toEqual(['hi']);
  });

  it('badges the senders the server marks as staff, and never a name that only says so', async () => {
    const inTeam = { receiverId: TEAM.guid, receiverType: 'group' as const };
    const service = serviceWith((service) =>
      service.store(TEAM_ID, [
        { ...inTeam, sender: { uid: 'org', name: 'Organisation', staff: true }, text: 'welcome' },
        { ...inTeam, sender: { uid: 'fake', name: 'Staff' }, text: 'send me your password' },
      ]),
    );
    mounted = await renderConversation({ type: 'group', group: TEAM }, { service });
    const senders = [...mounted.container.querySelectorAll('[part="message-sender"]')];
    expect(senders.map((node) => node.textContent)).toEqual(['OrganisationStaff', 'Staff']);
    expect(senders.map((node) => node.querySelector('[part="staff-badge"]') !== null)).toEqual([true, false]);
  });

  it("shows the partner's picture in the header, and their initials on their colour when it fails to load", async () => {
    mounted = await renderConversation({
      type: 'user',
      user: { ...ANNA, name: 'Anna Berg', avatar: 'https://media.test/a.png' },
    });
    const avatar = () => mounted!.container.querySelector<HTMLElement>('[part="chat-header"] [part="avatar"]')!;
    const picture = avatar().querySelector('img');
    expect(picture?.getAttribute('src')).toBe('https://media.test/a.png');
    await act(async () => picture!.dispatchEvent(new Event('error')));
    expect(avatar().querySelector('img')).toBeNull();
    expect(avatar().textContent).toBe('AB');
    expect(avatar().style.background).not.toBe('');
  });

  it("shows a block of one sender's consecutive group messages with one avatar, name and time", async () => {
    const inTeam = { receiverId: TEAM.guid, receiverType: 'group' as const };
    const anna = { uid: ANNA.uid, name: 'Anna Berg' };
    const start = now() - 600;
    const service = serviceWith((service) =>
      service.store(TEAM_ID, [
        { ...inTeam, sender: anna, text: 'eins', sentAt: start },
        { ...inTeam, sender: anna, text: 'zwei', sentAt: start + 30 },
        { ...inTeam, sender: { uid: 'ben', name: 'Ben', avatar: 'https://media.test/ben.png' }, text: 'drei' },
        { ...inTeam, sender: { uid: ME.uid, name: ME.name }, text: 'vier' },
      ]),
    );
    mounted = await renderConversation({ type: 'group', group: TEAM }, { service });
    const rows = [...mounted.container.querySelectorAll<HTMLElement>('[part~="message"]')];
    const sender = (row: HTMLElement) => row.querySelector('[part="message-sender"]')?.textContent ?? null;
    expect(rows.map(sender)).toEqual(['Anna Berg', null, 'Ben', null]);
    // Initials for Anna, Ben's picture, no avatar beside one's own messages.
    const avatars = rows.map((row) => row.querySelector('[part="avatar"]'));
    expect(avatars[0]?.textContent).toBe('AB');
    expect(avatars[1]).toBeNull();
    expect(avatars[2]?.querySelector('img')?.getAttribute('src')).toBe('https://media.test/ben.png');
    expect(avatars[3]).toBeNull();
    // Anna's first message keeps its time beside the bubble, for hover and focus; the block's last shows it below.
    expect(rows[0]!.querySelector('[part="message-time"]')?.getAttribute('data-hover')).toBe('true');
    expect(rows[1]!.querySelector('[part="message-time"]')?.getAttribute('data-hover')).toBe('false');
  });

  it('turns Sent into Delivered and Seen on live receipts', async () => {
    const { container, service } = await openAnna((service) => service.store(WITH_ANNA, [{ ...toAnna, text: 'x' }]));
    const id = service.stored.get(WITH_ANNA)![0]!.id;
    const receipt = {
      messageId: id,
      sender: { uid: ANNA.uid, name: ANNA.name },
      receiverId: ME.uid,
      receiverType: 'user' as const,
    };
    await act(async () =>
      service.emit('onMessagesDelivered', { ...receipt, receiptType: 'delivery', deliveredAt: now() }),
    );
    expect(statusLabels(container)).toEqual(['Delivered']);
    await act(async () => service.emit('onMessagesRead', { ...receipt, receiptType: 'read', readAt: now() }));
    expect(statusLabels(container)).toEqual(['Seen']);
  });
});

describe('composer', () => {
  it('sends the trimmed text on Enter, not on Shift+Enter, and never an empty text', async () => {
    const { container, service } = await openAnna();
    expect(button(container, 'Send')).toBeUndefined();
    await typeInto(input(container), '   ');
    expect(button(container, 'Send')).toBeUndefined();
    await pressKey(input(container), 'Enter');
    expect(service.callsOf('sendMessage')).toHaveLength(0);
    await typeInto(input(container), '  hello\n');
    await pressKey(input(container), 'Enter', { shiftKey: true });
    expect(service.callsOf('sendMessage')).toHaveLength(0);
    expect(button(container, 'Send')).toBeDefined();
    await pressKey(input(container), 'Enter');
    expect(service.callsOf('sendMessage')[0]?.[0]).toMatchObject({
      receiverId: ANNA.uid,
      receiverType: 'user',
      text: 'hello',
    });
    expect(input(container).value).toBe('');
  });

  it('shows a sent message at once and replaces it with the server message of the same muid', async () => {
    const { container, service } = await openAnna((service) => {
      service.holdSends = true;
    });
    await send(container, 'hello');
    expect(bubbles(container)).toEqual(['hello']);
    expect(statusLabels(container)).toEqual(['Sending']);
    const muid = (service.callsOf('sendMessage')[0]?.[0] as { muid: string }).muid;
    expect(muid).toBeTruthy();
    await act(async () => service.answerSend());
    await flush();
    expect(bubbles(container)).toEqual(['hello']);
    expect(statusLabels(container)).toEqual(['Sent']);
    expect(service.stored.get(WITH_ANNA)?.[0]?.muid).toBe(muid);
  });

  it('marks a failed send with the error status and a toast', async () => {
    const { container, notices } = await openAnna((service) =>
      service.fail('sendMessage', new ChatError('ERR_TOO_MANY_REQUESTS', 'slow down')),
    );
    await send(container, 'hello');
    expect(statusLabels(container)).toEqual(['Not sent']);
    expect(notices).toEqual([{ kind: 'error', code: 'ERR_TOO_MANY_REQUESTS' }]);
  });

  it('edits an own text message through the edit bar', async () => {
    const { container, service } = await openAnna((service) =>
      service.store(WITH_ANNA, [
        {
          ...toAnna,
          text: 'my 555',
          metadata: {
            '@injected': {
              extensions: { 'data-masking': { data: { sensitive_data: 'yes', message_masked: 'my ***' } } },
            },
          },
        },
      ]),
    );
    await click(button(container, 'Edit'));
    expect(input(container).value).toBe('my ***');
    expect(container.querySelector('[part="edit-bar"]')?.textContent).toContain('my ***');
    await click(button(container, 'Cancel editing'));
    expect(container.querySelector('[part="edit-bar"]')).toBeNull();
    expect(input(container).value).toBe('');

    await click(button(container, 'Edit'));
    await typeInto(input(container), 'my number');
    await pressKey(input(container), 'Enter');
    expect(service.callsOf('editMessage')[0]?.[0]).toMatchObject({ receiverId: ANNA.uid, text: 'my number' });
    expect(service.callsOf('sendMessage')).toHaveLength(0);
    expect(container.querySelector('[part="edit-bar"]')).toBeNull();
    expect(bubbles(container)).toEqual(['my number']);
  });

  it('offers edit only on own text messages and only when enable_message_editing is on', async () => {
    const store = (service: FakeChatService) =>
      service.store(WITH_ANNA, [
        { ...fromAnna, text: 'theirs', readAt: now() },
        { ...toAnna, type: 'image', data: { url: 'https://media.test/a.png' } },
      ]);
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const first = await openAnna(store);
    expect(button(first.container, 'Edit')).toBeUndefined();
    expect(button(first.container, 'Delete')).toBeDefined();
    first.unmount();
    mounted = undefined;
    const noDelete = await openAnna(store, { enable_message_deleting: false });
    expect(button(noDelete.container, 'Delete')).toBeUndefined();
  });

  it('starts typing at the first keystroke and ends it after 5000 ms, on send and on blur', async () => {
    const { container, service } = await openAnna();
    vi.useFakeTimers();
    await typeInto(input(container), 'h');
    await typeInto(input(container), 'he');
    expect(service.callsOf('startTyping')).toEqual([[{ receiverId: ANNA.uid, receiverType: 'user' }]]);
    await act(async () => vi.advanceTimersByTime(TYPING_AUTO_END_MS - 1));
    expect(service.callsOf('endTyping')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(service.callsOf('endTyping')).toHaveLength(1);

    await typeInto(input(container), 'hey');
    expect(service.callsOf('startTyping')).toHaveLength(2);
    await pressKey(input(container), 'Enter');
    expect(service.callsOf('endTyping')).toHaveLength(2);

    await typeInto(input(container), 'x');
    await act(async () => input(container).dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(service.callsOf('endTyping')).toHaveLength(3);
    await act(async () => vi.advanceTimersByTime(TYPING_AUTO_END_MS));
    expect(service.callsOf('endTyping')).toHaveLength(3);
  });

  it('inserts emoji from the picker, by category or by a search in the chat language', async () => {
    const { container } = await openAnna();
    const toggle = button(container, 'Emoji');
    await click(toggle);
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    // The data loads on opening; the first category shows first.
    await vi.waitFor(() => expect(button(container, 'grinning face')).toBeDefined());
    await click(button(container, 'Food & drink'));
    expect(button(container, 'Food & drink')?.getAttribute('aria-selected')).toBe('true');
    await click(button(container, 'pizza'));
    expect(input(container).value).toBe('🍕');

    const search = container.querySelector<HTMLInputElement>('[part="emoji-search"]')!;
    await typeInto(search, 'party popper');
    expect([...container.querySelectorAll('[part="emoji"]')].map((node) => node.textContent)).toEqual(['🎉']);
    await pressKey(search, 'Enter');
    expect(input(container).value).toBe('🍕🎉');
    await click(toggle);
    expect(container.querySelector('[part="emoji-picker"]')).toBeNull();
  });

  it('sends media through the one attachment menu', async () => {
    const { container, service } = await openAnna();
    const attach = button(container, 'Attach');
    expect(attach?.getAttribute('aria-haspopup')).toBe('menu');
    await click(attach);
    const items = [...container.querySelectorAll('[role="menuitem"]')].map((node) => node.textContent);
    expect(items).toEqual(['Send an image', 'Send a video', 'Send an audio file', 'Send a file']);
    expect(document.activeElement?.textContent).toBe('Send an image');
    await pressKey(document.activeElement as HTMLElement, 'Escape');
    expect(container.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(attach);

    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]:not([accept])')!;
    Object.defineProperty(fileInput, 'files', { configurable: true, value: [file] });
    await act(async () => fileInput.dispatchEvent(new Event('change', { bubbles: true })));
    await flush();
    expect(service.callsOf('sendMediaMessage')[0]?.[0]).toMatchObject({ type: 'file', file, receiverId: ANNA.uid });
    expect(container.querySelector('a[part="file"]')?.textContent).toBe('notes.txt');
  });

  it('closes the picker, then the edit, on Escape without letting it reach the panel', async () => {
    const { container } = await openAnna((service) => service.store(WITH_ANNA, [{ ...toAnna, text: 'mine' }]));
    const reachedPanel: string[] = [];
    const panel = (event: KeyboardEvent) => reachedPanel.push(event.key);
    document.body.addEventListener('keydown', panel);
    await click(button(container, 'Edit'));
    await click(button(container, 'Emoji'));
    await pressKey(input(container), 'Escape');
    expect(container.querySelector('[part="emoji-picker"]')).toBeNull();
    expect(container.querySelector('[part="edit-bar"]')).not.toBeNull();
    await pressKey(input(container), 'Escape');
    expect(container.querySelector('[part="edit-bar"]')).toBeNull();
    expect(reachedPanel).toEqual([]);
    await pressKey(input(container), 'Escape');
    expect(reachedPanel).toEqual(['Escape']);
    document.body.removeEventListener('keydown', panel);
  });

  it('is hidden when enable_sending_messages is false and disabled for a blocked user', async () => {
    const hidden = await openAnna(undefined, { enable_sending_messages: false });
    expect(hidden.container.querySelector('textarea')).toBeNull();
    hidden.unmount();
    mounted = await renderConversation({ type: 'user', user: { ...ANNA, blockedByMe: true } });
    expect(input(mounted.container).disabled).toBe(true);
    expect(input(mounted.container).getAttribute('aria-label')).toBe('You have blocked this user.');
  });

  it('starts afresh when the conversation changes', async () => {
    const { container, show } = await openAnna((service) => service.store(WITH_ANNA, [{ ...toAnna, text: 'to anna' }]));
    await click(button(container, 'Edit'));
    await typeInto(input(container), 'draft');
    await show({ type: 'group', group: TEAM });
    expect(input(container).value).toBe('');
    expect(container.querySelector('[part="edit-bar"]')).toBeNull();
    expect(bubbles(container)).toEqual([]);
  });
});

describe('incoming messages', () => {
  const incoming = (service: FakeChatService, text: string, extra: Partial<ChatMessage> = {}): ChatMessage =>
    service.serverMessage({ conversationId: WITH_ANNA, ...fromAnna, text, ...extra });

  it('marks the newest unread fetched message read and sends delivered receipts', async () => {
    const { service } = await openAnna((service) =>
      service.store(WITH_ANNA, [
        { ...fromAnna, text: 'a' },
        { ...fromAnna, text: 'b' },
        { ...toAnna, text: 'mine' },
      ]),
    );
    const [, b] = service.stored.get(WITH_ANNA)!;
    expect(service.callsOf('markAsRead').map(([message]) => (message as ChatMessage).id)).toEqual([b!.id]);
    expect(service.callsOf('markAsDelivered').map(([message]) => (message as ChatMessage).id)).toEqual([b!.id]);
  });

  it('marks nothing read when every fetched message was read', async () => {
    const { service } = await openAnna((service) =>
      service.store(WITH_ANNA, [{ ...fromAnna, text: 'a', readAt: now(), deliveredAt: now() }]),
    );
    expect(service.callsOf('markAsRead')).toHaveLength(0);
  });

  it('appends a message arriving at the bottom and marks it read', async () => {
    const { container, service } = await openAnna();
    const message = incoming(service, 'hi there');
    await act(async () => service.emit('onTextMessageReceived', message));
    expect(bubbles(container)).toEqual(['hi there']);
    expect(service.callsOf('markAsRead').map(([read]) => (read as ChatMessage).id)).toEqual([message.id]);
    expect(service.callsOf('markAsDelivered').map(([read]) => (read as ChatMessage).id)).toEqual([message.id]);
  });

  it('counts messages arriving while scrolled up, and merges them on the banner', async () => {
    const { container, service } = await openAnna((service) =>
      service.store(WITH_ANNA, [{ ...fromAnna, text: 'old', readAt: now() }]),
    );
    await scrollList(container, 'up');
    await act(async () => service.emit('onTextMessageReceived', incoming(service, 'one')));
    expect(button(container, '1 new message')).toBeDefined();
    const second = incoming(service, 'two');
    await act(async () => service.emit('onTextMessageReceived', second));
    expect(bubbles(container)).toEqual(['old']);
    expect(service.callsOf('markAsRead')).toHaveLength(0);
    await click(button(container, '2 new messages'));
    expect(bubbles(container)).toEqual(['old', 'one', 'two']);
    expect(service.callsOf('markAsRead').map(([read]) => (read as ChatMessage).id)).toEqual([second.id]);
    expect(container.querySelector('[part="new-messages"]')).toBeNull();
  });

  it('clears the banner when scrolled to the bottom', async () => {
    const { container, service } = await openAnna();
    await scrollList(container, 'up');
    await act(async () => service.emit('onTextMessageReceived', incoming(service, 'one')));
    expect(container.querySelector('[part="new-messages"]')).not.toBeNull();
    await scrollList(container, 'bottom');
    expect(container.querySelector('[part="new-messages"]')).toBeNull();
    expect(bubbles(container)).toEqual(['one']);
  });

  it('rebuilds the list once more new messages arrive than the maximum', async () => {
    const { container, service } = await openAnna((service) =>
      service.store(WITH_ANNA, [{ ...fromAnna, text: 'old', readAt: now() }]),
    );
    await scrollList(container, 'up');
    await act(async () => {
      for (let index = 0; index < MAX_NEW_MESSAGES_BEFORE_RELOAD; index += 1) {
        service.emit('onTextMessageReceived', incoming(service, `n${index}`));
      }
    });
    expect(button(container, `${MAX_NEW_MESSAGES_BEFORE_RELOAD} new messages`)).toBeDefined();
    service.store(WITH_ANNA, [{ ...fromAnna, text: 'newest', readAt: now() }]);
    await act(async () => service.emit('onTextMessageReceived', incoming(service, 'one too many')));
    await flush();
    expect(service.callsOf('messagesRequest')).toHaveLength(2);
    expect(container.querySelector('[part="new-messages"]')).toBeNull();
    expect(bubbles(container)).toEqual(['old', 'newest']);
  });

  it('raises the parent reply count instead of appending a reply', async () => {
    const { container, service } = await openAnna((service) =>
      service.store(WITH_ANNA, [{ ...toAnna, text: 'parent', readAt: now() }]),
    );
    const parent = service.stored.get(WITH_ANNA)![0]!;
    await act(async () =>
      service.emit('onTextMessageReceived', incoming(service, 'reply', { parentMessageId: parent.id })),
    );
    expect(bubbles(container)).toEqual(['parent']);
    expect(container.querySelector('[part="reply-count"]')?.textContent).toBe('1 reply');
  });

  it('ignores messages of other conversations and applies live edits', async () => {
    const { container, service } = await openAnna((service) =>
      service.store(WITH_ANNA, [{ ...fromAnna, text: 'before', readAt: now() }]),
    );
    await act(async () =>
      service.emit(
        'onTextMessageReceived',
        service.serverMessage({ conversationId: 'x', ...fromAnna, receiverId: 'bob', text: 'elsewhere' }),
      ),
    );
    const stored = service.stored.get(WITH_ANNA)![0]!;
    await act(async () => service.emit('onMessageEdited', { ...stored, text: 'after' }));
    expect(bubbles(container)).toEqual(['after']);
  });
});

describe('chat header', () => {
  it('shows presence, last active time and typing', async () => {
    const { container, service } = await openAnna();
    const status = () => container.querySelector('[part="chat-status"]')?.textContent;
    expect(container.querySelector('h2')?.textContent).toBe('Anna');
    expect(status()).toMatch(/^Last active .*2026/);
    await act(async () => service.emit('onUserOnline', { ...ANNA, status: 'online' }));
    expect(status()).toBe('Online');
    expect(container.querySelector('[part~="presence"]')?.getAttribute('data-status')).toBe('online');
    const typing = { sender: { uid: ANNA.uid, name: ANNA.name }, receiverId: ME.uid, receiverType: 'user' as const };
    await act(async () => service.emit('onTypingStarted', typing));
    expect(status()).toBe('Anna is typing…');
    await act(async () => service.emit('onTypingEnded', typing));
    expect(status()).toBe('Online');
  });

  it('hides presence and typing when their settings are off', async () => {
    const { container, service } = await openAnna(undefined, {
      show_user_presence: false,
      show_typing_indicators: false,
    });
    expect(container.querySelector('[part="chat-status"]')).toBeNull();
    await act(async () =>
      service.emit('onTypingStarted', {
        sender: { uid: ANNA.uid, name: ANNA.name },
        receiverId: ME.uid,
        receiverType: 'user',
      }),
    );
    expect(container.querySelector('[part="chat-status"]')).toBeNull();
  });

  it('shows and updates the member count of a group, and closes when the user is kicked', async () => {
    mounted = await renderConversation({ type: 'group', group: TEAM }, { service: serviceWith(() => undefined) });
    const { container, service, closed } = mounted;
    expect(container.querySelector('[part="chat-status"]')?.textContent).toBe('3 members');
    const action = (name: 'joined' | 'kicked', on: string, count: number) =>
      service.serverMessage({
        conversationId: TEAM_ID,
        category: 'action',
        type: 'groupMember',
        receiverId: TEAM.guid,
        receiverType: 'group',
        sender: { uid: on, name: on },
        action: { action: name, actionBy: on, actionOn: on, actionFor: { guid: TEAM.guid, membersCount: count } },
      });
    await act(async () =>
      service.emit('onGroupMemberJoined', action('joined', 'bob', 4), { ...ANNA, uid: 'bob' }, TEAM),
    );
    expect(container.querySelector('[part="chat-status"]')?.textContent).toBe('4 members');
    expect(container.querySelector('[part="action-message"]')?.textContent).toBe('bob joined');
    await act(async () => service.emit('onGroupMemberKicked', action('kicked', ME.uid, 3), ME, ANNA, TEAM));
    expect(closed.count).toBe(1);
  });
});

describe('ERR_GUID_NOT_FOUND', () => {
  it('on fetch: error toast and the group is marked deleted', async () => {
    const service = serviceWith((service) =>
      service.fail('fetchPrevious', new ChatError('ERR_GUID_NOT_FOUND', 'gone')),
    );
    mounted = await renderConversation({ type: 'group', group: TEAM }, { service });
    expect(mounted.notices).toEqual([{ kind: 'error', code: 'ERR_GUID_NOT_FOUND' }]);
    expect(mounted.closed.count).toBe(1);
    expect(mounted.container.querySelector('[part="group-deleted"]')?.textContent).toBe('This group no longer exists.');
    expect(mounted.container.querySelector('textarea')).toBeNull();
  });

  it('on send: error toast and the group is marked deleted', async () => {
    const service = serviceWith((service) => service.fail('sendMessage', new ChatError('ERR_GUID_NOT_FOUND', 'gone')));
    mounted = await renderConversation({ type: 'group', group: TEAM }, { service });
    await send(mounted.container, 'anyone?');
    expect(mounted.notices).toEqual([{ kind: 'error', code: 'ERR_GUID_NOT_FOUND' }]);
    expect(mounted.closed.count).toBe(1);
    expect(mounted.container.querySelector('[part="group-deleted"]')).not.toBeNull();
  });
});
