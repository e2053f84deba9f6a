// The chat service (issue #7): conversations, messages, participants with their receipt marks, groups and presence.
// Unread counts and receipts are derived from per-participant watermarks (read up to message id N), never from
// counters a request reads and writes back, so concurrent sockets and processes cannot skew them.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chat: Migration = {
  async up(db: AnyDb) {
    // id is the conversation id of chat-widget.md §3 (a_user_b, or group_ plus guid); last_message_id orders the list.
    await db.schema
      .createTable('chat_conversations')
      .addColumn('id', 'varchar(300)', (col) => col.primaryKey())
      .addColumn('type', 'varchar(16)', (col) => col.notNull())
      .addColumn('last_message_id', 'integer')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    // Times are epoch seconds (§3 "sentAt (seconds)"); data, metadata and action are JSON text.
    await autoIncrementId(db, db.schema.createTable('chat_messages'))
      .addColumn('conversation_id', 'varchar(300)', (col) =>
        col.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('muid', 'varchar(100)')
      .addColumn('sender_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('receiver_id', 'varchar(200)', (col) => col.notNull())
      .addColumn('receiver_type', 'varchar(16)', (col) => col.notNull())
      .addColumn('category', 'varchar(16)', (col) => col.notNull())
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('text', 'text')
      .addColumn('data', 'text')
      .addColumn('action', 'text')
      .addColumn('parent_id', 'integer')
      .addColumn('sent_at', 'integer', (col) => col.notNull())
      .addColumn('edited_at', 'integer')
      .addColumn('deleted_at', 'integer')
      .execute();
    await db.schema
      .createIndex('chat_messages_conversation')
      .on('chat_messages')
      .columns(['conversation_id', 'id'])
      .execute();
    // A resent message (same sender, same local id) is found instead of written twice; null muids never collide.
    await db.schema
      .createIndex('chat_messages_sender_muid')
      .on('chat_messages')
      .columns(['sender_uid', 'muid'])
      .unique()
      .execute();

    // The change feed: one row per edit or deletion, so a client that was away catches up on changes to messages
    // it already had (new messages it catches up by message id). Ids only grow, like message ids.
    await autoIncrementId(db, db.schema.createTable('chat_message_changes'))
      .addColumn('message_id', 'integer', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
      .addColumn('conversation_id', 'varchar(300)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('chat_message_changes_conversation')
      .on('chat_message_changes')
      .columns(['conversation_id', 'id'])
      .execute();

    // Who takes part in a conversation. scope is set for group members (their role) and null in user pairs;
    // read_up_to and delivered_up_to are the highest message ids this participant read or received.
    await db.schema
      .createTable('chat_participants')
      .addColumn('conversation_id', 'varchar(300)', (col) =>
        col.notNull().references('chat_conversations.id').onDelete('cascade'),
      )
      .addColumn('uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('scope', 'varchar(16)')
      .addColumn('read_up_to', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('read_at', 'integer')
      .addColumn('delivered_up_to', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('delivered_at', 'integer')
      .addPrimaryKeyConstraint('chat_participants_pk', ['conversation_id', 'uid'])
      .execute();
    await db.schema.createIndex('chat_participants_uid').on('chat_participants').column('uid').execute();

    // password_hash: argon2id, only for type password.
    await db.schema
      .createTable('chat_groups')
      .addColumn('guid', 'varchar(200)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('type', 'varchar(16)', (col) => col.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('owner_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'integer', (col) => col.notNull())
      .execute();

    // When a chat user was last connected (§3 lastActiveAt, epoch seconds).
    await db.schema
      .createTable('chat_presence')
      .addColumn('uid', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('last_active_at', 'integer', (col) => col.notNull())
      .execute();
  },
};
