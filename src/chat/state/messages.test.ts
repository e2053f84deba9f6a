import { describe, expect, it } from 'vitest';
import { applyReceipt, bumpReplyCount, mergeMessages, sentStatusOf, type ListMessage } from './messages';

function message(fields: Partial<ListMessage>): ListMessage {
  return {
    conversationId: 'anna_user_me',
    category: 'message',
    type: 'text',
    text: 'hi',
    sender: { uid: 'me', name: 'Mia' },
    receiverId: 'anna',
    receiverType: 'user',
    ...fields,
  };
}

describe('sent-message status (§4)', () => {
  it('walks error, sending, sent, delivered, seen for a user', () => {
    expect(sentStatusOf(message({ error: true, sentAt: 1 }), 'user')).toBe('error');
    expect(sentStatusOf(message({ muid: 'a' }), 'user')).toBe('sending');
    expect(sentStatusOf(message({ id: 1, sentAt: 10 }), 'user')).toBe('sent');
    expect(sentStatusOf(message({ id: 1, sentAt: 10, deliveredAt: 11 }), 'user')).toBe('delivered');
    expect(sentStatusOf(message({ id: 1, sentAt: 10, deliveredAt: 11, readAt: 12 }), 'user')).toBe('seen');
  });

  it('stops at sent for a group', () => {
    expect(sentStatusOf(message({ error: true }), 'group')).toBe('error');
    expect(sentStatusOf(message({}), 'group')).toBe('sending');
    expect(sentStatusOf(message({ id: 1, sentAt: 10, deliveredAt: 11, readAt: 12 }), 'group')).toBe('sent');
  });
});

describe('merging messages', () => {
  it('replaces the local message with the server one of the same muid and sorts by id', () => {
    const local = message({ muid: 'local-1', composedAt: 5 });
    const list = mergeMessages([message({ id: 3, sentAt: 1 }), local], [message({ id: 1, sentAt: 1 })]);
    expect(list.map((item) => item.id ?? item.muid)).toEqual([1, 3, 'local-1']);
    const answered = mergeMessages(list, [message({ id: 7, sentAt: 2, muid: 'local-1' })]);
    expect(answered.map((item) => item.id ?? item.muid)).toEqual([1, 3, 7]);
  });

  it('keeps one copy of a message that arrives twice', () => {
    const once = mergeMessages([], [message({ id: 4, sentAt: 1 })]);
    expect(mergeMessages(once, [message({ id: 4, sentAt: 1, text: 'again' })])).toHaveLength(1);
  });

  it('raises the parent reply count', () => {
    const list = bumpReplyCount([message({ id: 4, sentAt: 1 }), message({ id: 5, sentAt: 1, replyCount: 2 })], 5);
    expect(list.map((item) => item.replyCount)).toEqual([undefined, 3]);
  });

  it('applies a read receipt to own messages up to its id', () => {
    const list = [
      message({ id: 1, sentAt: 1 }),
      message({ id: 2, sentAt: 1, sender: { uid: 'anna', name: 'Anna' } }),
      message({ id: 3, sentAt: 1 }),
    ];
    const read = applyReceipt(list, 'me', { receiptType: 'read', messageId: 2, readAt: 9 });
    expect(read.map((item) => item.readAt)).toEqual([9, undefined, undefined]);
    expect(read[0]?.deliveredAt).toBe(9);
  });
});
