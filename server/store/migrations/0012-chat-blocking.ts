// Chat blocking (issue #15): who blocked whom. One row per direction; a pair in which either side blocked the other
// exchanges nothing (docs/chat-service.md "Blocking").
import type { Kysely, Migration } from 'kysely';

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
  },
};
