import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation, Receipt } from '../chat-service';
import { fakeConversation, fakeGroup, fakeMessage, fakeUser } from '../../react/chat/test-support/fake-chat-service';
import {
  applyMemberJoined,
  applyMemberLeft,
  applyMessage,
  applyPresence,
  applyReadReceipt,
  applyScopeChange,
  conversationFilters,
  removeGroup,
  type ListScope,
} from './conversation-list-rules';

const me = fakeUser('me', 'Mia');
const anna = fakeUser('anna', 'Anna');
const bernd = fakeUser('bernd', 'Bernd');
const team = fakeGroup('team', 'Team', { hasJoined: true, scope: 'participant', membersCount: 3 });
const scope: ListScope = { me, openConversationId: null, filter: 'all' };

const list = (): Conversation[] => [
  fakeConversation(me, anna, { lastMessage: fakeMessage(anna, me), unreadMessageCount: 1 }),
  fakeConversation(me, bernd, { lastMessage: fakeMessage(bernd, me) }),
  fakeConversation(me, team, { lastMessage: fakeMessage(bernd, team) }),
];
/** A receipt in the one-to-one conversation of Mia and Anna. */
const receiptOf = (fields: Pick<Receipt, 'receiptType' | 'sender' | 'messageId'> & Partial<Receipt>): Receipt => ({
  receiverId: fields.sender.uid === 'me' ? 'anna' : 'me',
  receiverType: 'user',
  ...fields,
});
const ids = (conversations: Conversation[]) => conversations.map((c) => c.conversationWith.name);
const action = (membersCount: number): ChatMessage =>
  fakeMessage(bernd, team, {
    category: 'action',
    type: 'groupMember',
    action: { action: 'joined', actionBy: 'x', actionOn: 'x', actionFor: { guid: 'team', membersCount } },
  });

describe('conversation list live rules (chat-widget.md §4)', () => {
  it('presence changes update the status of that user only', () => {
    const next = applyPresence(list(), { ...anna, status: 'online' });
    expect(next.map((c) => (c.conversationWith as { status?: string }).status)).toEqual([
      'online',
      'offline',
      undefined,
    ]);
  });

  it('a new, edited or deleted message moves its conversation to the top', () => {
    const received = applyMessage(list(), fakeMessage(bernd, me), 'received', scope);
    expect(ids(received)).toEqual(['Bernd', 'Anna', 'Team']);
    const edited = applyMessage(list(), fakeMessage(bernd, team, { editedAt: 1 }), 'edited', scope);
    expect(ids(edited)).toEqual(['Team', 'Anna', 'Bernd']);
    const deleted = applyMessage(list(), fakeMessage(bernd, me, { deletedAt: 1 }), 'deleted', scope);
    expect(ids(deleted)).toEqual(['Bernd', 'Anna', 'Team']);
    const call = applyMessage(list(), fakeMessage(bernd, me, { category: 'call', type: 'audio' }), 'received', scope);
    expect(ids(call)).toEqual(['Bernd', 'Anna', 'Team']);
  });

  it('counts +1 per incoming text or media message from others, never for the open one or own messages', () => {
    const text = applyMessage(list(), fakeMessage(anna, me), 'received', scope);
    expect(text[0]?.unreadMessageCount).toBe(2);
    const image = applyMessage(list(), fakeMessage(anna, me, { type: 'image' }), 'received', scope);
    expect(image[0]?.unreadMessageCount).toBe(2);
    const own = applyMessage(list(), fakeMessage(me, anna), 'received', scope);
    expect(own[0]?.unreadMessageCount).toBe(1);
    const sticker = applyMessage(
      list(),
      fakeMessage(anna, me, { category: 'custom', type: 'extension_sticker' }),
      'received',
      scope,
    );
    expect(sticker[0]?.unreadMessageCount).toBe(1);
    const edit = applyMessage(list(), fakeMessage(anna, me), 'edited', scope);
    expect(edit[0]?.unreadMessageCount).toBe(1);
    const open = applyMessage(list(), fakeMessage(anna, me), 'received', {
      ...scope,
      openConversationId: list()[0]!.conversationId,
    });
    expect(open[0]?.unreadMessageCount).toBe(0);
  });

  it('lists a message of an unknown conversation on top when its partner is known, else ignores it', () => {
    const carla = fakeUser('carla', 'Carla');
    expect(applyMessage(list(), fakeMessage(carla, me), 'received', scope)).toHaveLength(3);
    const listed = applyMessage(list(), fakeMessage(carla, me), 'received', scope, carla);
    expect(ids(listed)).toEqual(['Carla', 'Anna', 'Bernd', 'Team']);
    expect(listed[0]?.unreadMessageCount).toBe(1);
  });

  it('ignores messages whose type does not fit the list mode', () => {
    const groupsOnly = [list()[2]!];
    const next = applyMessage(groupsOnly, fakeMessage(anna, me), 'received', { ...scope, filter: 'group' }, anna);
    expect(next).toBe(groupsOnly);
    const usersOnly = list().slice(0, 2);
    expect(applyMemberJoined(usersOnly, team, me, { ...scope, filter: 'user' })).toBe(usersOnly);
  });

  it('a read receipt zeroes unread when the read id is at least the last message id', () => {
    const conversations = list();
    const last = conversations[0]!.lastMessage!;
    const receipt = receiptOf({ receiptType: 'read', sender: { uid: 'me', name: 'Mia' }, readAt: 5, messageId: 0 });
    expect(applyReadReceipt(conversations, { ...receipt, messageId: last.id - 1 }, me)[0]?.unreadMessageCount).toBe(1);
    expect(applyReadReceipt(conversations, { ...receipt, messageId: last.id }, me)[0]?.unreadMessageCount).toBe(0);
  });

  it('a delivery receipt of the other side marks the last message delivered and leaves unread alone', () => {
    const conversations = list();
    const last = conversations[0]!.lastMessage!;
    const delivered = receiptOf({
      receiptType: 'delivery',
      sender: { uid: 'anna', name: 'Anna' },
      deliveredAt: 7,
      messageId: last.id,
    });
    const [row] = applyReadReceipt(conversations, delivered, me);
    expect(row?.lastMessage?.deliveredAt).toBe(7);
    expect(row?.unreadMessageCount).toBe(conversations[0]!.unreadMessageCount);
    expect(applyReadReceipt(conversations, { ...delivered, messageId: last.id - 1 }, me)).toEqual(conversations);
  });

  it('a member joining updates the count and moves the group up; the logged-in user added gets it as participant', () => {
    const joined = applyMemberJoined(list(), team, bernd, scope, action(4));
    expect(ids(joined)).toEqual(['Team', 'Anna', 'Bernd']);
    expect((joined[0]!.conversationWith as { membersCount: number }).membersCount).toBe(4);
    const other = fakeGroup('other', 'Andere', { membersCount: 7 });
    expect(applyMemberJoined(list(), other, bernd, scope)).toHaveLength(3);
    const added = applyMemberJoined(list(), other, me, scope);
    expect(ids(added)).toEqual(['Andere', 'Anna', 'Bernd', 'Team']);
    expect(added[0]!.conversationWith).toMatchObject({ hasJoined: true, scope: 'participant', membersCount: 7 });
  });

  it('removes the group when the logged-in user is kicked, banned or leaves; another member only lowers the count', () => {
    expect(ids(applyMemberLeft(list(), team, me, me))).toEqual(['Anna', 'Bernd']);
    const left = applyMemberLeft(list(), team, bernd, me, action(2));
    expect(ids(left)).toEqual(['Anna', 'Bernd', 'Team']);
    expect((left[2]!.conversationWith as { membersCount: number }).membersCount).toBe(2);
    expect(ids(removeGroup(list(), 'team'))).toEqual(['Anna', 'Bernd']);
  });

  it("a scope change updates the user's own scope and moves the group up", () => {
    const mine = applyScopeChange(list(), team, me, 'moderator', me, action(3));
    expect(mine[0]!.conversationWith).toMatchObject({ guid: 'team', scope: 'moderator' });
    const theirs = applyScopeChange(list(), team, bernd, 'moderator', me, action(3));
    expect(theirs[0]!.conversationWith).toMatchObject({ guid: 'team', scope: 'participant' });
  });

  it('offers the groups-only mode only to a provider with groups', () => {
    expect(conversationFilters({ groups: true })).toEqual(['all', 'user', 'group']);
    expect(conversationFilters({ groups: false })).toEqual(['all', 'user']);
  });
});
