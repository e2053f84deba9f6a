import type { ChatMessage, ChatUser, ReceiverType } from '../chat-service';

/**
 * A message as the list holds it (§3): a server message, or one composed here and not yet answered, which has a
 * local `muid`, no id and no sentAt yet, and `error` once its send failed.
 */
export interface ListMessage extends Omit<ChatMessage, 'id' | 'sentAt'> {
  id?: number;
  sentAt?: number;
  /** §3 "an error flag on failed sends". */
  error?: boolean;
  /** §3 "_composedAt", epoch milliseconds. */
  composedAt?: number;
}

/** A stable React key: the server id once known, else the local id. */
export function keyOf(message: ListMessage): string {
  return message.muid !== undefined && message.id === undefined ? `local-${message.muid}` : `id-${message.id}`;
}

/** §4 "sorted by id": server messages by id, unanswered ones after them in the order they were composed. */
function compareMessages(a: ListMessage, b: ListMessage): number {
  if (a.id !== undefined && b.id !== undefined) return a.id - b.id;
  if (a.id !== undefined) return -1;
  if (b.id !== undefined) return 1;
  return (a.composedAt ?? 0) - (b.composedAt ?? 0);
}

/**
 * Adds messages to the list: a server message replaces the local one with the same muid (§4 message send) and
 * any copy with the same id; the result is sorted by id.
 */
export function mergeMessages(list: readonly ListMessage[], incoming: readonly ListMessage[]): ListMessage[] {
  const ids = new Set(incoming.flatMap((message) => (message.id === undefined ? [] : [message.id])));
  const muids = new Set(incoming.flatMap((message) => (message.muid === undefined ? [] : [message.muid])));
  const kept = list.filter(
    (message) =>
      !(message.id !== undefined && ids.has(message.id)) && !(message.muid !== undefined && muids.has(message.muid)),
  );
  return [...kept, ...incoming].sort(compareMessages);
}

/**
 * Replaces the message with the same id (an edit or a deletion) by the server's whole copy, whose extension results
 * are new; only the sender-local muid is kept.
 */
export function replaceMessage(list: readonly ListMessage[], updated: ChatMessage): ListMessage[] {
  return list.map((message) =>
    message.id === updated.id ? { ...updated, muid: updated.muid ?? message.muid } : message,
  );
}

/** §4 "A reply to a parent message raises the parent's replyCount by 1 instead of appending." */
export function bumpReplyCount(list: readonly ListMessage[], parentMessageId: number): ListMessage[] {
  return list.map((message) =>
    message.id === parentMessageId ? { ...message, replyCount: (message.replyCount ?? 0) + 1 } : message,
  );
}

/** One reaction chip (§3 reactions map): the emoji, who reacted with it, and whether the logged-in user did. */
export interface ReactionSummary {
  emoji: string;
  count: number;
  mine: boolean;
  names: string[];
}

/** The §3 reactions map of metadata.reactions (emoji -> reactor uid -> { name }), read defensively, in its order. */
export function reactionsOf(message: Pick<ChatMessage, 'metadata'>, myUid: string): ReactionSummary[] {
  const map = message.metadata?.['reactions'];
  if (typeof map !== 'object' || map === null) return [];
  return Object.entries(map as Record<string, unknown>).flatMap(([emoji, reactors]) => {
    if (typeof reactors !== 'object' || reactors === null) return [];
    const entries = Object.entries(reactors as Record<string, { name?: unknown }>);
    if (entries.length === 0) return [];
    return [
      {
        emoji,
        count: entries.length,
        mine: entries.some(([uid]) => uid === myUid),
        names: entries.map(([uid, reactor]) => (typeof reactor?.name === 'string' ? reactor.name : uid)),
      },
    ];
  });
}

/** §4 join and leave notices, which hide_join_leave_notifications hides, live and in the fetched history alike. */
export function isJoinOrLeave(message: Pick<ChatMessage, 'category' | 'action'>): boolean {
  const kind = message.category === 'action' ? message.action?.action : undefined;
  return kind === 'joined' || kind === 'left';
}

/** Marks the local message with this muid as failed. */
export function markFailed(list: readonly ListMessage[], muid: string): ListMessage[] {
  return list.map((message) =>
    message.muid === muid && message.id === undefined ? { ...message, error: true } : message,
  );
}

/** A receipt for messages up to `messageId` (the SDK's receipts cover every earlier message too). */
export function applyReceipt(
  list: readonly ListMessage[],
  myUid: string,
  receipt: { receiptType: 'delivery' | 'read'; messageId: number; deliveredAt?: number; readAt?: number },
): ListMessage[] {
  const at = receipt.receiptType === 'read' ? receipt.readAt : receipt.deliveredAt;
  if (at === undefined) return [...list];
  return list.map((message) => {
    if (message.sender.uid !== myUid || message.id === undefined || message.id > receipt.messageId) return message;
    if (receipt.receiptType === 'read') {
      return message.readAt ? message : { ...message, readAt: at, deliveredAt: message.deliveredAt ?? at };
    }
    return message.deliveredAt ? message : { ...message, deliveredAt: at };
  });
}

export type SentStatus = 'error' | 'sending' | 'sent' | 'delivered' | 'seen';

/**
 * §4 "ERROR if the error flag is set; SENDING until sentAt exists; SENT with sentAt; DELIVERED once deliveredAt;
 * SEEN once readAt. Group messages only get error, sending, sent."
 */
export function sentStatusOf(message: ListMessage, receiverType: ReceiverType): SentStatus {
  if (message.error) return 'error';
  if (message.sentAt === undefined) return 'sending';
  if (receiverType === 'group') return 'sent';
  if (message.readAt) return 'seen';
  if (message.deliveredAt) return 'delivered';
  return 'sent';
}

/** The newest message in `list` from someone else that passes `test`, for one receipt covering all earlier ones. */
export function newestIncoming(
  list: readonly ListMessage[],
  myUid: string,
  test: (message: ListMessage) => boolean,
): ChatMessage | null {
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const message = list[index];
    if (
      message &&
      message.sender.uid !== myUid &&
      message.id !== undefined &&
      message.sentAt !== undefined &&
      test(message)
    ) {
      return message as ChatMessage;
    }
  }
  return null;
}

/** Who messages of this conversation go to. */
export interface Receiver {
  receiverId: string;
  receiverType: ReceiverType;
}

/** Whether a live message or event belongs to the open conversation (by sender and receiver, as the SDK does). */
export function belongsTo(
  event: Pick<ChatMessage, 'receiverId' | 'receiverType'> & { sender: Pick<ChatUser, 'uid'> },
  receiver: Receiver,
  myUid: string,
): boolean {
  if (receiver.receiverType === 'group')
    return event.receiverType === 'group' && event.receiverId === receiver.receiverId;
  if (event.receiverType !== 'user') return false;
  return (
    (event.sender.uid === receiver.receiverId && event.receiverId === myUid) ||
    (event.sender.uid === myUid && event.receiverId === receiver.receiverId)
  );
}

/**
 * Whether a live message deserves a sound (§4 "None for call events, or for group join/leave actions when
 * hide_join_leave_notifications is set").
 */
export function shouldPlayMessageSound(
  message: { category: string; action?: { action: string } },
  hideJoinLeaveNotifications: boolean,
): boolean {
  if (message.category === 'call') return false;
  if (message.category === 'action' && hideJoinLeaveNotifications) {
    return !['joined', 'left'].includes(message.action?.action ?? '');
  }
  return true;
}
