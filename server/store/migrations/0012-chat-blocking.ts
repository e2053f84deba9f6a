// Chat blocking and moderation (issue #15): who blocked whom (one row per direction; a pair in which either side
// blocked the other exchanges nothing), what the moderation filters made of a text, the messages users reported to the event's operators, and the users an
// operator banned from the whole event chat (docs/chat-service.md "Blocking", "Reports").
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatBlocking: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_blocks')
      .addColumn('blocker_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('blocked_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_blocks_pk', ['blocker_uid', 'blocked_uid'])
      .execute();
    // "Has this user blocked me" is asked from the blocked side.
    await db.schema.createIndex('chat_blocks_blocked_uid').on('chat_blocks').column('blocked_uid').execute();

    // What the moderation filters found in a text message (server/moderation), as JSON: CometChat's extension
    // data, given to clients in the message's metadata. A column of its own, not a general metadata column: other
    // extensions keep theirs where they need it.
    await db.schema.alterTable('chat_messages').addColumn('moderation', 'text').execute();

    // A user reports a message once; the operators' list pages by id.
    await autoIncrementId(db, db.schema.createTable('chat_reports'))
      .addColumn('message_id', 'integer', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
      .addColumn('reporter_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('reason', 'varchar(500)', (col) => col.notNull())
      .addColumn('created_at', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('chat_reports_message_reporter')
      .on('chat_reports')
      .columns(['message_id', 'reporter_uid'])
      .unique()
      .execute();

    // Banned from the event's whole chat: such a user's sockets are closed and their logins refused.
    await db.schema
      .createTable('chat_event_bans')
      .addColumn('uid', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('banned_at', 'integer', (col) => col.notNull())
      .execute();
  },
};
