// The chat store and the thread store with the rich-message extensions (issue #16), driven by the in-memory provider
// (the port's reference implementation): reactions live and toggled, replies out of the main list with their
// parent's replyCount live, a thread's replies live, and §8 MESSAGE_REACTION_FAIL.
import { afterEach, describe, expect, it } from 'vitest';
import { conversationIdOf, type ChatService, type ChatUser } from '../chat-service';
import { createInMemoryChat } from '../contract/in-memory-chat';
import { createChatStore } from './chat-store';
import { reactionsOf } from './messages';
import { createThreadStore } from './thread-store';

const settle = async () => {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
};

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

async function twoUsers() {
  const hub = createInMemoryChat({ maxTextLength: 200, maxImageBytes: 1024 });
  const login = async (name: string) => {
    const { service, token } = hub.register(name);
    return { service, user: await service.login(token) };
  };
  const mia = await login('Mia');
  const anna = await login('Anna');
  const errors: string[] = [];
  const chat = createChatStore({ service: mia.service, me: mia.user, onError: (code) => errors.push(code) });
  const toAnna = { receiverId: anna.user.uid, receiverType: 'user' } as const;
  stops.push(chat.watchConversation(toAnna));
  await settle();
  const id = conversationIdOf('user', mia.user.uid, anna.user.uid);
  const messages = () => chat.store.getState().conversations[id]!.messages;
  return { mia, anna, chat, errors, toAnna, messages };
}

const fromAnna = (anna: { service: ChatService }, mia: ChatUser, text: string, parentMessageId?: number) =>
  anna.service.sendMessage({
    receiverId: mia.uid,
    receiverType: 'user',
    text,
    ...(parentMessageId === undefined ? {} : { parentMessageId }),
  });

describe('the chat store with reactions', () => {
  it('toggles the own reaction and takes in the other side’s live', async () => {
    const { mia, anna, chat, messages } = await twoUsers();
    const sent = await fromAnna(anna, mia.user, 'Hallo');
    await settle();
    const listed = messages().find((message) => message.id === sent.id)!;

    await chat.toggleReaction(listed, '🎉');
    expect(reactionsOf(messages()[0]!, mia.user.uid)).toEqual([{ emoji: '🎉', count: 1, mine: true, names: ['Mia'] }]);
    await anna.service.extensions!.addReaction(sent.id, '🎉');
    await settle();
    expect(reactionsOf(messages()[0]!, mia.user.uid)).toEqual([
      { emoji: '🎉', count: 2, mine: true, names: ['Mia', 'Anna'] },
    ]);
    // Pressed again, the own one goes; Anna's stays.
    await chat.toggleReaction(messages()[0]!, '🎉');
    expect(reactionsOf(messages()[0]!, mia.user.uid)).toEqual([
      { emoji: '🎉', count: 1, mine: false, names: ['Anna'] },
    ]);
  });

  it('shows MESSAGE_REACTION_FAIL when a reaction is refused', async () => {
    const { mia, anna, chat, errors, messages } = await twoUsers();
    const sent = await fromAnna(anna, mia.user, 'gleich weg');
    await settle();
    const listed = messages().find((message) => message.id === sent.id)!;
    await anna.service.deleteMessage(sent.id);
    expect(await chat.toggleReaction(listed, '👍')).toBeNull();
    expect(errors).toEqual(['MESSAGE_REACTION_FAIL']);
  });
});

describe('the chat store and the thread store with threads', () => {
  it('keeps replies out of the main list, counts them live, and holds them in the thread', async () => {
    const { mia, anna, chat, errors, messages } = await twoUsers();
    const parent = await fromAnna(anna, mia.user, 'Thema');
    await settle();
    const thread = createThreadStore({
      service: mia.service,
      me: mia.user,
      chat,
      parent,
      onError: (code) => errors.push(code),
    });
    stops.push(thread.start());
    await settle();
    expect(thread.store.getState()).toMatchObject({ status: 'ready', replies: [] });

    await fromAnna(anna, mia.user, 'erste Antwort', parent.id);
    await settle();
    expect(messages().map((message) => message.text)).toEqual(['Thema']);
    expect(messages()[0]?.replyCount).toBe(1);
    expect(thread.store.getState().replies.map((message) => message.text)).toEqual(['erste Antwort']);

    // Mia's own reply: shown at once in the thread, counted on the parent once sent, never in the main list.
    thread.sendText('meine Antwort');
    expect(thread.store.getState().replies.at(-1)).toMatchObject({ text: 'meine Antwort', parentMessageId: parent.id });
    await settle();
    expect(messages()[0]?.replyCount).toBe(2);
    expect(messages().map((message) => message.text)).toEqual(['Thema']);
    const stored = await anna.service
      .extensions!.threadMessagesRequest({ receiverId: mia.user.uid, receiverType: 'user', parentMessageId: parent.id })
      .fetchPrevious();
    expect(stored.map((message) => message.text)).toEqual(['erste Antwort', 'meine Antwort']);

    // A reply's reaction, made in the thread, shows in the thread.
    const reply = thread.store.getState().replies[0]!;
    thread.toggleReaction(reply, '👍');
    await settle();
    expect(reactionsOf(thread.store.getState().replies[0]!, mia.user.uid)).toMatchObject([{ emoji: '👍', mine: true }]);
    expect(errors).toEqual([]);
  });

  it('marks a reply the provider refuses as failed, with its code', async () => {
    const { mia, anna, chat, errors } = await twoUsers();
    const parent = await fromAnna(anna, mia.user, 'Thema');
    const reply = await fromAnna(anna, mia.user, 'Antwort', parent.id);
    await settle();
    // A thread of a reply is refused (§5: threads are one level deep).
    const thread = createThreadStore({
      service: mia.service,
      me: mia.user,
      chat,
      parent: reply,
      onError: (code) => errors.push(code),
    });
    stops.push(thread.start());
    thread.sendText('tiefer');
    await settle();
    expect(thread.store.getState().replies.at(-1)).toMatchObject({ text: 'tiefer', error: true });
    expect(errors).toEqual(['ERR_THREAD_REPLY_TO_REPLY']);
  });
});

describe('the chat store with polls', () => {
  it('lists a created poll, counts votes of both sides live, and shows POLL_VOTE_FAIL', async () => {
    const { mia, anna, chat, errors, toAnna, messages } = await twoUsers();
    await expect(chat.createPoll(toAnna, ' ', ['a', 'b'])).rejects.toMatchObject({ code: 'POLL_QUESTION_BLANK' });
    const poll = await chat.createPoll(toAnna, 'Mittag?', ['Pizza', 'Salat']);
    expect(messages().map((message) => message.id)).toEqual([poll.id]);

    await chat.votePoll(messages()[0]!, 1);
    await anna.service.extensions!.votePoll(poll.id, 1);
    await settle();
    expect(messages()[0]?.metadata?.['polls']).toMatchObject({
      options: { '1': { count: 2, voters: { [mia.user.uid]: { name: 'Mia' } } }, '2': { count: 0 } },
      results: { total: 2 },
    });
    await chat.votePoll(messages()[0]!, 3);
    expect(errors).toEqual(['POLL_VOTE_FAIL']);
  });
});
