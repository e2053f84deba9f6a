import { describe, expect, it } from 'vitest';
import type { ListMessage } from './list-message';
import { groupPlacesOf, MESSAGE_GROUP_GAP_MS } from './message-groups';

const noon = new Date(2026, 10, 25, 12, 0, 0).getTime() / 1000;

function message(id: number, uid: string, sentAt: number, extra: Partial<ListMessage> = {}): ListMessage {
  return {
    id,
    conversationId: 'group_g',
    category: 'message',
    type: 'text',
    text: `m${id}`,
    sender: { uid, name: uid },
    receiverId: 'g',
    receiverType: 'group',
    sentAt,
    ...extra,
  };
}

const places = (messages: ListMessage[]) => groupPlacesOf(messages).map(({ first, last }) => `${+first}${+last}`);

describe('groupPlacesOf', () => {
  it('joins consecutive messages of one sender within a few minutes into one block', () => {
    const list = [message(1, 'anna', noon), message(2, 'anna', noon + 60), message(3, 'anna', noon + 120)];
    expect(places(list)).toEqual(['10', '00', '01']);
  });

  it('starts a new block with another sender', () => {
    const list = [message(1, 'anna', noon), message(2, 'ben', noon + 10), message(3, 'anna', noon + 20)];
    expect(places(list)).toEqual(['11', '11', '11']);
  });

  it('starts a new block after a longer pause', () => {
    const gap = MESSAGE_GROUP_GAP_MS / 1000;
    const list = [message(1, 'anna', noon), message(2, 'anna', noon + gap), message(3, 'anna', noon + 2 * gap + 1)];
    expect(places(list)).toEqual(['10', '01', '11']);
  });

  it('ends a block at a date separator, even a minute apart', () => {
    const midnight = new Date(2026, 10, 26, 0, 0, 0).getTime() / 1000;
    expect(places([message(1, 'anna', midnight - 30), message(2, 'anna', midnight + 30)])).toEqual(['11', '11']);
  });

  it('keeps group notices out of blocks', () => {
    const notice = message(2, 'anna', noon + 10, { category: 'action' });
    expect(places([message(1, 'anna', noon), notice, message(3, 'anna', noon + 20)])).toEqual(['11', '11', '11']);
  });

  it('counts a message not yet sent by the time it was composed', () => {
    const pending = message(2, 'anna', 0, { id: undefined, sentAt: undefined, composedAt: (noon + 30) * 1000 });
    expect(places([message(1, 'anna', noon), pending])).toEqual(['10', '01']);
  });
});
