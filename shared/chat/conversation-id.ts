// §3 conversation ids, computed the same way by the server (where it stores them) and the client (where it files
// messages and rows under them).
import { GROUP_ID_PREFIX } from './chat-limits.js';
import type { ReceiverType } from './chat-kinds.js';

const PAIR_SEPARATOR = '_user_';

/** §3 "Id for a user pair: the two uids sorted and joined with _user_. For a group: group_ plus guid." */
export function conversationIdOf(receiverType: ReceiverType, a: string, b?: string): string {
  if (receiverType === 'group') return `${GROUP_ID_PREFIX}${a}`;
  if (b === undefined) throw new Error('a user conversation needs both uids');
  return [a, b].sort().join(PAIR_SEPARATOR);
}

/** The guid of a group conversation id; undefined for a user pair's. */
export function guidOfConversation(conversationId: string): string | undefined {
  return conversationId.startsWith(GROUP_ID_PREFIX) ? conversationId.slice(GROUP_ID_PREFIX.length) : undefined;
}

/** The other uid of a user-pair conversation id (the uid itself for a conversation with oneself). */
export function partnerOf(conversationId: string, uid: string): string {
  return conversationId.split(PAIR_SEPARATOR).find((other) => other !== uid) ?? uid;
}
