// Calls held by a server process that stopped (issue #17, docs/decisions/0024-calls.md "Calls of a stopped
// process"): each call row names the process each side's socket is on, and every live process records a heartbeat
// here, so a process can tell a call whose holder is gone (ended at start-up and periodically) from one another live
// process holds (left alone), also when several processes share one database.
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatCallProcesses: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('chat_calls').addColumn('initiator_process', 'varchar(64)').execute();
    await db.schema.alterTable('chat_calls').addColumn('receiver_process', 'varchar(64)').execute();
    await db.schema
      .createTable('chat_call_processes')
      .addColumn('process_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('seen_at', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('chat_calls_status').on('chat_calls').column('status').execute();
  },
};
