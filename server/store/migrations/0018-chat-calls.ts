// Audio and video calls (issue #17): one row per call session, its two sides and where it stands, so every server
// process can tell who is in a call (busy), who may accept, end or signal it, and refuse a session id nobody was
// given. Each change of a call is also a message of category call in the pair's conversation (its history).
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatCalls: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_calls')
      .addColumn('session_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('call_type', 'varchar(8)', (col) => col.notNull())
      .addColumn('initiator_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('receiver_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      // The sockets taking part: signals are accepted only from these, so a user's other tabs cannot meddle.
      .addColumn('initiator_socket', 'varchar(64)', (col) => col.notNull())
      .addColumn('receiver_socket', 'varchar(64)')
      .addColumn('initiated_at', 'integer', (col) => col.notNull())
      .addColumn('joined_at', 'integer')
      .addColumn('ended_at', 'integer')
      .execute();
    await db.schema.createIndex('chat_calls_initiator').on('chat_calls').columns(['initiator_uid', 'status']).execute();
    await db.schema.createIndex('chat_calls_receiver').on('chat_calls').columns(['receiver_uid', 'status']).execute();
  },
};
