// The messages module's store queries: writing them with their conversation and participants, reading them as protocol JSON.
import type { Selectable, Updateable } from 'kysely';
import type {
  ChatMessage,
  GroupActionDetails,
  MessageCategory,
  MessageData,
  MessageType,
  ReceiverType,
} from '../../../shared/chat/chat-entities.js';
import type { CallDetails } from '../../../shared/chat/calls.js';
import type { ChatMessagesTable, ChatParticipantsTable, Db } from '../../store/database.js';
import type { ModerationExtensions } from '../../moderation/message-filters.js';
import { findChatUsers, type StaffMark } from '../chat-users.js';
import { withExtras } from '../extensions/message-extras.js';
import { recordChange } from './change-feed.js';

export type MessageRow = Selectable<ChatMessagesTable>;
type ParticipantRow = Selectable<ChatParticipantsTable>;

/** Categories that count as unread (§4 "+1 per incoming text or media message"); actions do not. */
export const UNREAD_CATEGORIES = ['message', 'custom'];

export interface NewMessage {
  conversationId: string;
  conversationType: ReceiverType;
  /** For a user pair, both uids become participants on the first message. */
  pair?: [string, string];
  muid?: string;
  senderUid: string;
  receiverId: string;
  receiverType: ReceiverType;
  category: MessageCategory;
  type: MessageType;
  text?: string;
  data?: MessageData;
  action?: GroupActionDetails;
  /** A call message's call (category call), kept where an action's details are. */
  call?: CallDetails;
  parentId?: number;
  sentAt: number;
  /** What the moderation filters found in the text. */
  moderation?: ModerationExtensions;
}

/**
 * Writes a message, its conversation and (for a pair) both participants in one transaction. A repeated muid of
 * the same sender returns the message already written, so a client that resends after a lost answer gets no twin.
 */
export async function insertMessage(db: Db, message: NewMessage): Promise<{ row: MessageRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (message.muid) {
      const existing = await trx
        .selectFrom('chat_messages')
        .selectAll()
        .where('sender_uid', '=', message.senderUid)
        .where('muid', '=', message.muid)
        .executeTakeFirst();
      if (existing) return { row: existing, created: false };
    }
    await trx
      .insertInto('chat_conversations')
      .values({
        id: message.conversationId,
        type: message.conversationType,
        last_message_id: null,
        created_at: new Date(message.sentAt * 1000).toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (message.pair) {
      await trx
        .insertInto('chat_participants')
        .values(message.pair.map((uid) => ({ conversation_id: message.conversationId, uid, scope: null })))
        .onConflict((oc) => oc.columns(['conversation_id', 'uid']).doNothing())
        .execute();
    }
    const row = await trx
      .insertInto('chat_messages')
      .values({
        conversation_id: message.conversationId,
        muid: message.muid ?? null,
        sender_uid: message.senderUid,
        receiver_id: message.receiverId,
        receiver_type: message.receiverType,
        category: message.category,
        type: message.type,
        text: message.text ?? null,
        data: message.data ? JSON.stringify(message.data) : null,
        action: message.action ? JSON.stringify(message.action) : message.call ? JSON.stringify(message.call) : null,
        parent_id: message.parentId ?? null,
        sent_at: message.sentAt,
        edited_at: null,
        deleted_at: null,
        moderation: message.moderation ? JSON.stringify(message.moderation) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (message.parentId === undefined) {
      await trx
        .updateTable('chat_conversations')
        .set({ last_message_id: row.id })
        .where('id', '=', message.conversationId)
        .where((eb) => eb.or([eb('last_message_id', 'is', null), eb('last_message_id', '<', row.id)]))
        .execute();
    }
    // The sender has read everything up to their own message.
    await trx
      .updateTable('chat_participants')
      .set({ read_up_to: row.id, read_at: message.sentAt, delivered_up_to: row.id, delivered_at: message.sentAt })
      .where('conversation_id', '=', message.conversationId)
      .where('uid', '=', message.senderUid)
      .where('read_up_to', '<', row.id)
      .execute();
    return { row, created: true };
  });
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findParticipant(
  db: Db,
  conversationId: string,
  uid: string,
): Promise<ParticipantRow | undefined> {
  return db
    .selectFrom('chat_participants')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/**
 * Rows as the protocol's messages, seen by `viewer`: sender names, and in user pairs the other side's delivery
 * and read marks (§4: group messages show only sent) and the viewer's own read mark.
 */
export async function toMessages(db: Db, rows: MessageRow[], viewer: string): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const names = await findChatUsers(
    db,
    rows.map((row) => row.sender_uid),
  );
  const conversationIds = [...new Set(rows.map((row) => row.conversation_id))];
  const participants = await db
    .selectFrom('chat_participants')
    .selectAll()
    .where('conversation_id', 'in', conversationIds)
    .where((eb) => eb.or([eb('uid', '=', viewer), eb('scope', 'is', null)]))
    .execute();
  const marks = new Map<string, ParticipantRow[]>();
  for (const participant of participants) {
    const list = marks.get(participant.conversation_id) ?? [];
    list.push(participant);
    marks.set(participant.conversation_id, list);
  }
  const messages = rows.map((row) => {
    const message = toMessage(row, names.get(row.sender_uid) ?? { name: `#${row.sender_uid}` });
    const conversationMarks = marks.get(row.conversation_id) ?? [];
    const mine = conversationMarks.find((mark) => mark.uid === viewer);
    if (mine && mine.read_up_to >= row.id && row.sender_uid !== viewer && mine.read_at !== null) {
      message.readByMeAt = mine.read_at;
    }
    if (row.receiver_type === 'user') {
      const other = conversationMarks.find((mark) => mark.uid === row.receiver_id);
      if (other && other.delivered_up_to >= row.id && other.delivered_at !== null) {
        message.deliveredAt = other.delivered_at;
      }
      if (other && other.read_up_to >= row.id && other.read_at !== null) message.readAt = other.read_at;
    }
    return message;
  });
  return withExtras(db, messages);
}

/** One row as the protocol's message, without receipt marks (those depend on who looks). */
export function toMessage(row: MessageRow, sender: { name: string; avatar?: string } & StaffMark): ChatMessage {
  return {
    id: row.id,
    ...(row.muid === null ? {} : { muid: row.muid }),
    conversationId: row.conversation_id,
    // Written by this module only, from the contract's categories and types.
    category: row.category as MessageCategory,
    type: row.type as MessageType,
    ...(row.text === null ? {} : { text: row.text }),
    ...(row.data === null ? {} : { data: JSON.parse(row.data) as MessageData }),
    sender: {
      uid: row.sender_uid,
      name: sender.name,
      ...(sender.avatar ? { avatar: sender.avatar } : {}),
      ...(sender.staff ? { staff: true } : {}),
    },
    receiverId: row.receiver_id,
    receiverType: row.receiver_type,
    sentAt: row.sent_at,
    ...(row.edited_at === null ? {} : { editedAt: row.edited_at }),
    ...(row.deleted_at === null ? {} : { deletedAt: row.deleted_at }),
    ...(row.parent_id === null ? {} : { parentMessageId: row.parent_id }),
    ...(row.action === null
      ? {}
      : row.category === 'call'
        ? { call: JSON.parse(row.action) as CallDetails }
        : { action: JSON.parse(row.action) as GroupActionDetails }),
    // Where CometChat's extensions put their data (§3), which the widget reads.
    ...(row.moderation === null
      ? {}
      : { metadata: { '@injected': { extensions: JSON.parse(row.moderation) as ModerationExtensions } } }),
  };
}

export interface MessageQuery {
  /** One conversation, or every conversation the viewer takes part in. */
  conversationId?: string;
  viewer: string;
  limit: number;
  before?: number;
  after?: number;
  parentId?: number;
  hideReplies?: boolean;
  unread?: boolean;
  categories?: string[];
  types?: string[];
}

/**
 * A page of messages, oldest first. With `after` the page starts right after that id (catching up after a
 * reconnect); otherwise it is the newest page before `before` (scrolling back).
 */
export async function queryMessages(db: Db, query: MessageQuery): Promise<MessageRow[]> {
  // Joined with the viewer's participation always: whatever the request names, only their conversations answer.
  let select = db
    .selectFrom('chat_messages')
    .innerJoin('chat_participants', 'chat_participants.conversation_id', 'chat_messages.conversation_id')
    .selectAll('chat_messages')
    .where('chat_participants.uid', '=', query.viewer);
  if (query.conversationId !== undefined) {
    select = select.where('chat_messages.conversation_id', '=', query.conversationId);
  }
  if (query.unread) {
    select = select
      .whereRef('chat_messages.id', '>', 'chat_participants.read_up_to')
      .where('chat_messages.sender_uid', '!=', query.viewer)
      .where('chat_messages.category', 'in', UNREAD_CATEGORIES)
      .where('chat_messages.deleted_at', 'is', null);
  }
  if (query.parentId !== undefined) select = select.where('chat_messages.parent_id', '=', query.parentId);
  else if (query.hideReplies) select = select.where('chat_messages.parent_id', 'is', null);
  if (query.categories?.length) select = select.where('chat_messages.category', 'in', query.categories);
  if (query.types?.length) select = select.where('chat_messages.type', 'in', query.types);
  if (query.after !== undefined) {
    return select.where('chat_messages.id', '>', query.after).orderBy('chat_messages.id').limit(query.limit).execute();
  }
  if (query.before !== undefined) select = select.where('chat_messages.id', '<', query.before);
  const rows = await select.orderBy('chat_messages.id', 'desc').limit(query.limit).execute();
  return rows.reverse();
}

/** Unread messages per conversation of `uid` (§4 unread counts). */
export async function unreadCounts(db: Db, uid: string, conversationIds?: string[]): Promise<Map<string, number>> {
  if (conversationIds?.length === 0) return new Map();
  let query = db
    .selectFrom('chat_participants')
    .innerJoin('chat_messages', 'chat_messages.conversation_id', 'chat_participants.conversation_id')
    .select(['chat_participants.conversation_id', (eb) => eb.fn.countAll<string | number>().as('unread')])
    .where('chat_participants.uid', '=', uid)
    .whereRef('chat_messages.id', '>', 'chat_participants.read_up_to')
    .where('chat_messages.sender_uid', '!=', uid)
    .where('chat_messages.category', 'in', UNREAD_CATEGORIES)
    .where('chat_messages.deleted_at', 'is', null);
  if (conversationIds) query = query.where('chat_participants.conversation_id', 'in', conversationIds);
  const rows = await query.groupBy('chat_participants.conversation_id').execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.unread)]));
}

/** Raises uid's delivered (and, for reads, read) mark in the conversation to `id`; never lowers it. */
export async function raiseReceiptMark(
  db: Db,
  { conversationId, uid, id, at, read }: { conversationId: string; uid: string; id: number; at: number; read: boolean },
): Promise<void> {
  await db
    .updateTable('chat_participants')
    .set({ delivered_up_to: id, delivered_at: at })
    .where('conversation_id', '=', conversationId)
    .where('uid', '=', uid)
    .where('delivered_up_to', '<', id)
    .execute();
  if (read) {
    await db
      .updateTable('chat_participants')
      .set({ read_up_to: id, read_at: at })
      .where('conversation_id', '=', conversationId)
      .where('uid', '=', uid)
      .where('read_up_to', '<', id)
      .execute();
  }
}

/**
 * Edits or deletes a message and adds the change to the change feed in one transaction, so every change a client
 * was told of live also has a feed id it can catch up from.
 */
export async function changeMessage(
  db: Db,
  id: number,
  change: Pick<Updateable<ChatMessagesTable>, 'text' | 'data' | 'edited_at' | 'deleted_at' | 'moderation'>,
): Promise<{ row: MessageRow; changeId: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('chat_messages')
      .set(change)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, changeId: await recordChange(trx, id, row.conversation_id) };
  });
}

/** Changes after `after` in the viewer's conversations, oldest first, each with the message as it is now. */
export async function queryChanges(
  db: Db,
  { viewer, after, limit }: { viewer: string; after: number; limit: number },
): Promise<{ changeId: number; row: MessageRow }[]> {
  const rows = await db
    .selectFrom('chat_message_changes')
    .innerJoin('chat_participants', 'chat_participants.conversation_id', 'chat_message_changes.conversation_id')
    .innerJoin('chat_messages', 'chat_messages.id', 'chat_message_changes.message_id')
    .selectAll('chat_messages')
    .select('chat_message_changes.id as change_id')
    .where('chat_participants.uid', '=', viewer)
    .where('chat_message_changes.id', '>', after)
    .orderBy('chat_message_changes.id')
    .limit(limit)
    .execute();
  return rows.map(({ change_id, ...row }) => ({ changeId: change_id, row }));
}

/**
 * The newest id of the whole store in `chat_messages` or in the change feed: a fresh client catches up on messages
 * and changes after these after its first reconnect.
 */
export async function newestId(db: Db, table: 'chat_messages' | 'chat_message_changes'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}
