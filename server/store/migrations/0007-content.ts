// Content pages and the media library (issue #6). Each row's nested content (a page's buttons and graphics) is JSON
// text from the validated event file; nothing but an import writes these tables, and visitors only read them.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const content: Migration = {
  async up(db: AnyDb) {
    await autoIncrementId(db, db.schema.createTable('content_pages'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('cover_img', 'text', (col) => col.notNull())
      .addColumn('sequence_id', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      // JSON list of ticket category codes; [] for every visitor.
      .addColumn('ticket_categories', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .execute();

    await autoIncrementId(db, db.schema.createTable('media_categories'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sequence_id', 'integer', (col) => col.notNull())
      .addColumn('content', 'text')
      .addColumn('more_content', 'text')
      .execute();

    await autoIncrementId(db, db.schema.createTable('media'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('category_id', 'integer', (col) => col.notNull().references('media_categories.id').onDelete('cascade'))
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('video_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('thumbnail_large', 'text')
      .addColumn('sequence_id', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('media_category').on('media').columns(['category_id', 'sequence_id']).execute();
  },
};
