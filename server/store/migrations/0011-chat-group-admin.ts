// Chat group administration (issue #15): who is banned from which group. A banned user is no member (their
// chat_participants row goes), may not join or be added again until unbanned, and keeps the scope they had, which the
// banned-members list shows and which decides who may unban them (chat-widget.md §6).
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatGroupAdmin: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_group_bans')
      .addColumn('guid', 'varchar(200)', (col) => col.notNull().references('chat_groups.guid').onDelete('cascade'))
      .addColumn('uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('scope', 'varchar(16)', (col) => col.notNull())
      .addColumn('banned_by', 'varchar(64)', (col) => col.notNull())
      .addColumn('banned_at', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_group_bans_pk', ['guid', 'uid'])
      .execute();
  },
};
