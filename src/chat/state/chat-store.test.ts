import { afterEach, describe, expect, it } from 'vitest';
import { conversationIdOf, type ChatGroup, type ChatMessage } from '../chat-service';
import {
  FakeChatService,
  fakeConversation,
  fakeMessage,
  fakeUser,
} from '../../react/chat/test-support/fake-chat-service';
import { createChatStore, type ChatStore, type ChatSoundCue } from './chat-store';

const me = fakeUser('me', 'Mia', 'online');
const anna = fakeUser('anna', 'Anna');
const bob = fakeUser('bob', 'Bob');
const toAnna = { receiverId: 'anna', receiverType: 'user' } as const;
const annaId = conversationIdOf('user', 'me', 'anna');
const bobId = conversationIdOf('user', 'me', 'bob');

/** Lets the fake's answers (promises) settle. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

let releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases) release();
  releases = [];
});

function setUp(seed: Partial<ConstructorParameters<typeof FakeChatService>[0]> = {}) {
  const service = new FakeChatService({ me, users: [anna, bob], loggedIn: true, ...seed });
  const errors: string[] = [];
  const sounds: ChatSoundCue[] = [];
  const chat = createChatStore({
    service,
    me,
    onError: (code) => errors.push(code),
    onSound: (cue) => sounds.push(cue),
  });
  return { service, chat, errors, sounds };
}

function watch(chat: ChatStore, release: () => void) {
  releases.push(release);
  return chat;
}

const messagesOf = (chat: ChatStore, id = annaId) => chat.store.getState().conversations[id]?.messages ?? [];
const listIds = (chat: ChatStore) => chat.store.getState().conversationList?.items.map((row) => row.conversationId);

describe('the chat store: messages of a conversation', () => {
  it('pages 30 messages at a time, newest page first, and knows when nothing older is left', async () => {
    const { service, chat } = setUp();
    service.store(
      annaId,
      Array.from({ length: 35 }, (_, index) => ({ text: `m${index}`, receiverId: 'anna' })),
    );
    watch(chat, chat.watchConversation(toAnna));
    expect(chat.store.getState().conversations[annaId]?.status).toBe('loading');
    await settle();
    let state = chat.store.getState().conversations[annaId]!;
    expect(state.status).toBe('ready');
    expect(state.messages.map((message) => message.text)).toEqual(
      Array.from({ length: 30 }, (_, index) => `m${index + 5}`),
    );
    expect(state.hasOlder).toBe(true);
    expect(state.scrollToBottomSignal).toBe(1);
    expect(service.callsOf('messagesRequest')[0]?.[0]).toMatchObject({ uid: 'anna', limit: 30, hideReplies: true });

    chat.loadOlder(annaId);
    expect(chat.store.getState().conversations[annaId]?.loadingOlder).toBe(true);
    await settle();
    state = chat.store.getState().conversations[annaId]!;
    expect(state.messages).toHaveLength(35);
    expect(state.messages[0]?.text).toBe('m0');
    expect(state.hasOlder).toBe(false);
    expect(state.loadingOlder).toBe(false);
    chat.loadOlder(annaId);
    expect(service.callsOf('fetchPrevious')).toHaveLength(2);
  });

  it('shows a send at once, then the server message in its place', async () => {
    const { service, chat } = setUp();
    watch(chat, chat.watchConversation(toAnna));
    await settle();
    service.holdSends = true;
    chat.sendText(toAnna, 'Hallo Anna');
    const [local] = messagesOf(chat);
    expect(local).toMatchObject({ text: 'Hallo Anna', error: false });
    expect(local?.id).toBeUndefined();
    expect(local?.muid).toEqual(expect.any(String));

    service.answerSend();
    await settle();
    const [sent] = messagesOf(chat);
    expect(messagesOf(chat)).toHaveLength(1);
    expect(sent).toMatchObject({ text: 'Hallo Anna', muid: local?.muid, id: expect.any(Number) });
    expect(sent?.sentAt).toEqual(expect.any(Number));
  });

  it('marks a failed send, tells its code, and sends it again with the same muid on retry', async () => {
    const { service, chat, errors } = setUp();
    watch(chat, chat.watchConversation(toAnna));
    await settle();
    service.fail('sendMessage');
    chat.sendText(toAnna, 'Bist du da?');
    await settle();
    const [failed] = messagesOf(chat);
    expect(failed).toMatchObject({ text: 'Bist du da?', error: true });
    expect(errors).toEqual(['ERR_FAKE']);

    service.heal('sendMessage');
    chat.retry(annaId, failed!);
    expect(messagesOf(chat)[0]?.error).toBe(false);
    await settle();
    expect(messagesOf(chat)).toHaveLength(1);
    expect(messagesOf(chat)[0]).toMatchObject({ id: expect.any(Number), muid: failed?.muid });
    const muids = service.callsOf('sendMessage').map(([input]) => (input as { muid: string }).muid);
    expect(muids).toEqual([failed?.muid, failed?.muid]);
  });

  it('marks fetched incoming messages read, and takes delivered and read receipts of the other side', async () => {
    const { service, chat } = setUp();
    const [mine, theirs] = service.store(annaId, [
      { text: 'mine', receiverId: 'anna' },
      { text: 'theirs', sender: { uid: 'anna', name: 'Anna' }, receiverId: 'me' },
    ]);
    watch(chat, chat.watchConversation(toAnna));
    await settle();
    expect(service.callsOf('markAsRead').map(([message]) => (message as ChatMessage).id)).toEqual([theirs!.id]);
    expect(messagesOf(chat)[1]?.readAt).toEqual(expect.any(Number));

    const receipt = { sender: anna, receiverId: 'me', receiverType: 'user' as const, messageId: mine!.id };
    service.emit('onMessagesDelivered', { ...receipt, receiptType: 'delivery', deliveredAt: 100 });
    expect(messagesOf(chat)[0]).toMatchObject({ deliveredAt: 100 });
    expect(messagesOf(chat)[0]?.readAt).toBeUndefined();
    service.emit('onMessagesRead', { ...receipt, receiptType: 'read', readAt: 200 });
    expect(messagesOf(chat)[0]).toMatchObject({ deliveredAt: 100, readAt: 200 });
  });

  it('applies edits and deletions, its own and the other side’s', async () => {
    const { service, chat } = setUp();
    const [mine, theirs] = service.store(annaId, [
      { text: 'Tippfeler', receiverId: 'anna' },
      { text: 'Hallo', sender: { uid: 'anna', name: 'Anna' }, receiverId: 'me' },
    ]);
    watch(chat, chat.watchConversation(toAnna));
    await settle();
    expect(await chat.editText(messagesOf(chat)[0]!, 'Tippfehler')).toBe(true);
    expect(messagesOf(chat)[0]).toMatchObject({ text: 'Tippfehler', editedAt: expect.any(Number) });
    chat.deleteMessage(messagesOf(chat)[0]!);
    await settle();
    expect(messagesOf(chat)[0]?.deletedAt).toEqual(expect.any(Number));
    expect(messagesOf(chat)[0]?.id).toBe(mine!.id);

    service.emit('onMessageEdited', { ...theirs!, text: 'Hallo!', editedAt: 5 });
    expect(messagesOf(chat)[1]).toMatchObject({ text: 'Hallo!', editedAt: 5 });
  });

  it('holds messages that arrive while scrolled up, and takes them in at the bottom', async () => {
    const { service, chat, sounds } = setUp();
    watch(chat, chat.watchConversation(toAnna));
    await settle();
    chat.setAtBottom(annaId, false);
    service.emit('onTextMessageReceived', fakeMessage(anna, me, { text: 'eins' }));
    service.emit('onTextMessageReceived', fakeMessage(anna, me, { text: 'zwei' }));
    expect(messagesOf(chat)).toHaveLength(0);
    expect(chat.store.getState().conversations[annaId]?.held).toHaveLength(2);
    expect(sounds).toEqual(['incomingMessage', 'incomingMessage']);
    expect(service.callsOf('markAsDelivered')).toHaveLength(2);

    chat.setAtBottom(annaId, true);
    expect(messagesOf(chat).map((message) => message.text)).toEqual(['eins', 'zwei']);
    expect(chat.store.getState().conversations[annaId]?.held).toEqual([]);
    expect(service.callsOf('markAsRead')).toHaveLength(1);
  });

  it('listens to the port only while something is watched, and forgets a released conversation', async () => {
    const { service, chat } = setUp();
    expect(service.listenerCount).toBe(0);
    const release = chat.watchConversation(toAnna);
    const again = chat.watchConversation(toAnna);
    expect(service.listenerCount).toBe(1);
    await settle();
    release();
    expect(chat.store.getState().conversations[annaId]).toBeDefined();
    again();
    expect(chat.store.getState().conversations[annaId]).toBeUndefined();
    expect(service.listenerCount).toBe(0);
  });
});

describe('the chat store: the conversation list', () => {
  it('moves a conversation up on a new message, counts unread outside the open one, and zeroes it there', async () => {
    const { service, chat, sounds } = setUp({
      conversations: [fakeConversation(me, bob), fakeConversation(me, anna)],
    });
    watch(chat, chat.watchConversationList('all'));
    await settle();
    expect(listIds(chat)).toEqual([bobId, annaId]);

    service.emit('onTextMessageReceived', fakeMessage(anna, me, { text: 'Hi' }));
    expect(listIds(chat)).toEqual([annaId, bobId]);
    const row = () => chat.store.getState().conversationList!.items[0]!;
    expect(row()).toMatchObject({ unreadMessageCount: 1, lastMessage: { text: 'Hi' } });
    expect(sounds).toEqual(['incomingOtherMessage']);

    chat.setOpenConversation(annaId);
    expect(row().unreadMessageCount).toBe(0);
    service.emit('onTextMessageReceived', fakeMessage(anna, me, { text: 'Noch da?' }));
    expect(row()).toMatchObject({ unreadMessageCount: 0, lastMessage: { text: 'Noch da?' } });
  });

  it('moves a conversation up on a call event, without an unread count or a message sound (§4)', async () => {
    const { service, chat, sounds } = setUp({
      conversations: [fakeConversation(me, bob), fakeConversation(me, anna)],
    });
    watch(chat, chat.watchConversationList('all'));
    await settle();
    service.emit('onCallMessageReceived', fakeMessage(anna, me, { category: 'call', type: 'video' }));
    expect(listIds(chat)).toEqual([annaId, bobId]);
    expect(chat.store.getState().conversationList!.items[0]).toMatchObject({ unreadMessageCount: 0 });
    expect(sounds).toEqual([]);
  });

  it('moves the sender’s own row with its sends, edits and deletions (the provider does not echo them)', async () => {
    const { chat } = setUp({ conversations: [fakeConversation(me, anna), fakeConversation(me, bob)] });
    watch(chat, chat.watchConversationList('all'));
    watch(chat, chat.watchConversation({ receiverId: 'bob', receiverType: 'user' }));
    await settle();
    chat.sendText({ receiverId: 'bob', receiverType: 'user' }, 'Servus Bob');
    // Sending: the row waits for the server's message.
    expect(listIds(chat)).toEqual([annaId, bobId]);
    await settle();
    const bobRow = () => chat.store.getState().conversationList!.items.find((row) => row.conversationId === bobId)!;
    expect(listIds(chat)).toEqual([bobId, annaId]);
    expect(bobRow()).toMatchObject({ unreadMessageCount: 0, lastMessage: { text: 'Servus Bob' } });

    await chat.editText(messagesOf(chat, bobId)[0]!, 'Servus, Bob');
    expect(bobRow().lastMessage).toMatchObject({ text: 'Servus, Bob' });
    chat.deleteMessage(messagesOf(chat, bobId)[0]!);
    await settle();
    expect(bobRow().lastMessage?.deletedAt).toEqual(expect.any(Number));
  });

  it('lists a conversation it did not have, with its partner, and keeps to the filter', async () => {
    const { service, chat } = setUp({ conversations: [fakeConversation(me, bob)] });
    watch(chat, chat.watchConversationList('group'));
    await settle();
    expect(listIds(chat)).toEqual([]);
    service.emit('onTextMessageReceived', fakeMessage(anna, me, { text: 'Hi' }));
    await settle();
    expect(listIds(chat)).toEqual([]);

    const { service: other, chat: second } = setUp({ conversations: [fakeConversation(me, bob)] });
    watch(second, second.watchConversationList('all'));
    await settle();
    other.emit('onTextMessageReceived', fakeMessage(anna, me, { text: 'Hi' }));
    await settle();
    expect(listIds(second)).toEqual([annaId, bobId]);
    expect(second.store.getState().conversationList!.items[0]?.conversationWith).toMatchObject({ uid: 'anna' });
  });

  it('removes a deleted group from the list and marks the open one deleted, so the view clears it', async () => {
    const team: ChatGroup = { guid: 'team', name: 'Team', type: 'public', membersCount: 3, hasJoined: true };
    const teamId = conversationIdOf('group', 'team');
    const { service, chat } = setUp({
      groups: [team],
      conversations: [fakeConversation(me, team), fakeConversation(me, bob)],
    });
    watch(chat, chat.watchConversationList('all'));
    watch(chat, chat.watchConversation({ receiverId: 'team', receiverType: 'group' }));
    await settle();
    expect(listIds(chat)).toEqual([teamId, bobId]);
    service.emit('onGroupDeleted', 'team');
    expect(listIds(chat)).toEqual([bobId]);
    expect(chat.store.getState().conversations[teamId]?.groupDeleted).toBe(true);
  });
});
