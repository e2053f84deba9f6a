// The event's streams (imported from the event file) and who is watching them (presence).
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const streams: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('streams')
      .addColumn('code', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('project_id', 'integer')
      .addColumn('platform', 'varchar(32)', (col) => col.notNull())
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('actions', 'text', (col) => col.notNull())
      .addColumn('show_visitor_count', 'integer', (col) => col.notNull())
      .addColumn('single_session_per_customer', 'integer', (col) => col.notNull())
      .addColumn('chat', 'text')
      .addColumn('content', 'text')
      .addColumn('nav_title', 'text')
      .addColumn('failure_text', 'text')
      .execute();

    // One row per stream and visitor (customer or anonymous id), so nobody is counted twice.
    await db.schema
      .createTable('stream_presence')
      .addColumn('stream_code', 'varchar(255)', (col) => col.notNull())
      .addColumn('visitor_key', 'varchar(80)', (col) => col.notNull())
      .addColumn('session_key', 'varchar(64)')
      .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('stream_presence_pk', ['stream_code', 'visitor_key'])
      .execute();
    await db.schema
      .createIndex('stream_presence_stream_seen')
      .on('stream_presence')
      .columns(['stream_code', 'last_seen_at'])
      .execute();
  },
};
