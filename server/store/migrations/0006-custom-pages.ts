// Custom pages (issue #6): pages looked up by their path, with their access limits and elements.
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const customPages: Migration = {
  async up(db: AnyDb) {
    // elements and ticket_categories are JSON text from the validated event file; requires_login is 0 or 1.
    // rev_no counts the imports that changed the page (portal.md §3 revNo).
    await db.schema
      .createTable('custom_pages')
      .addColumn('path', 'varchar(512)', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('scheduling_mode', 'varchar(32)', (col) => col.notNull())
      .addColumn('starts_at', 'varchar(32)')
      .addColumn('ends_at', 'varchar(32)')
      .addColumn('password_hash', 'text')
      .addColumn('requires_login', 'integer', (col) => col.notNull())
      .addColumn('ticket_categories', 'text', (col) => col.notNull())
      .addColumn('elements', 'text', (col) => col.notNull())
      .addColumn('rev_no', 'integer', (col) => col.notNull())
      .execute();
  },
};
