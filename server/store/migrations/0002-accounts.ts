// Accounts and access (issue #3): activation, revocable sessions, single-use tokens and invites.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const accounts: Migration = {
  async up(db: AnyDb) {
    // Null: the activation link was not followed yet. Customers from the event file arrive activated.
    await db.schema.alterTable('customers').addColumn('activated_at', 'varchar(32)').execute();
    // Where the row came from: 'registration', 'event-file' or null (anonymous and password logins).
    await db.schema.alterTable('customers').addColumn('source', 'varchar(32)').execute();

    // A named customer's live logins; a token is valid only while its session row exists.
    await db.schema
      .createTable('customer_sessions')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('customer_id', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('customer_sessions_customer_id')
      .on('customer_sessions')
      .column('customer_id')
      .execute();

    // Activation, password-reset and login-link tokens: only their SHA-256 hashes are kept.
    await db.schema
      .createTable('account_tokens')
      .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
      .addColumn('customer_id', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('account_tokens_customer_id').on('account_tokens').column('customer_id').execute();

    await db.schema
      .createTable('invites')
      .addColumn('code', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('max_uses', 'integer', (col) => col.notNull())
      .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
      // 'event-file' (replaced on import) or 'cli' (kept).
      .addColumn('source', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    // The anonymous registration form (register): contact details without an account.
    await autoIncrementId(db, db.schema.createTable('registrations'))
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('email', 'varchar(320)', (col) => col.notNull())
      .addColumn('custom_attributes', 'text', (col) => col.notNull())
      .addColumn('anonymous_customer_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
};
