// The walking skeleton's tables. Later features add their own migrations rather than changing this one.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('projects')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('parent_id', 'integer')
      .execute();

    await db.schema
      .createTable('ticket_categories')
      .addColumn('code', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('welcome')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('title', 'text')
      .addColumn('subtitle', 'text')
      .addColumn('lines', 'text', (col) => col.notNull())
      .addColumn('modal', 'text')
      .execute();

    await db.schema
      .createTable('portal_config')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('config', 'text', (col) => col.notNull())
      .execute();

    await autoIncrementId(db, db.schema.createTable('customers'))
      .addColumn('email', 'varchar(320)', (col) => col.unique())
      .addColumn('password_hash', 'text')
      .addColumn('firstname', 'text')
      .addColumn('lastname', 'text')
      .addColumn('ticket', 'varchar(255)')
      .addColumn('alias', 'varchar(255)')
      .addColumn('ticket_category_code', 'varchar(255)')
      .addColumn('custom_attributes', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('anonymous_customer_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('customers_anonymous_customer_id')
      .on('customers')
      .column('anonymous_customer_id')
      .execute();

    await autoIncrementId(db, db.schema.createTable('tracking_events'))
      .addColumn('event', 'varchar(16)', (col) => col.notNull())
      .addColumn('target_type', 'varchar(16)', (col) => col.notNull())
      .addColumn('target', 'varchar(2048)', (col) => col.notNull())
      .addColumn('customer_id', 'integer')
      .addColumn('anonymous_customer_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('tracking_events_created_at').on('tracking_events').column('created_at').execute();
  },
};
