// Consecutive messages of one sender read as one block (issue #14, as the CometChat and Stream kits show them): the
// sender's name and avatar once at its top, the time once at its bottom.
import { dayKeyOf } from './dates';
import type { ListMessage } from './list-message';

/** Messages further apart than this start a new block, even from the same sender (Stream's default is 1 min; Slack's 5). */
export const MESSAGE_GROUP_GAP_MS = 5 * 60 * 1000;

/** Where a message sits in its block of consecutive messages from one sender. */
export interface GroupPlace {
  first: boolean;
  last: boolean;
}

/** When the message was sent, or composed if it has not been sent yet (epoch ms). */
export function sentTimeOf(message: ListMessage): number {
  return message.sentAt === undefined ? (message.composedAt ?? Date.now()) : message.sentAt * 1000;
}

function sameBlock(previous: ListMessage, next: ListMessage): boolean {
  if (previous.category === 'action' || next.category === 'action') return false;
  if (previous.sender.uid !== next.sender.uid) return false;
  const [before, after] = [sentTimeOf(previous), sentTimeOf(next)];
  // A date separator always ends a block.
  if (dayKeyOf(new Date(before)) !== dayKeyOf(new Date(after))) return false;
  return after - before <= MESSAGE_GROUP_GAP_MS;
}

/** The place of each message of a list (in list order) in its block. */
export function groupPlacesOf(messages: readonly ListMessage[]): GroupPlace[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const next = messages[index + 1];
    return {
      first: previous === undefined || !sameBlock(previous, message),
      last: next === undefined || !sameBlock(message, next),
    };
  });
}
