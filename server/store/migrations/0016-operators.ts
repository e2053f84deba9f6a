// Operator accounts for the console (issue #18, docs/operators.md): e-mail, argon2id hash and role; their sessions
// (an opaque token kept only as its SHA-256, so a copy of the store logs nobody in); and the audit log of every
// operator action, who, what, when, kept for owners to read.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const operators: Migration = {
  async up(db: AnyDb) {
    await autoIncrementId(db, db.schema.createTable('operators'))
      .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
      // owner, moderator or analyst (access-policy.ts OPERATOR_RIGHTS).
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      // event-file or cli: a re-import removes only the file's own operators that it no longer lists.
      .addColumn('source', 'varchar(16)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('operator_sessions')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await autoIncrementId(db, db.schema.createTable('operator_audit'))
      // The operator's e-mail when they acted, or OPERATOR_TOKEN: the log outlives a removed account.
      .addColumn('actor', 'varchar(320)', (col) => col.notNull())
      .addColumn('action', 'varchar(64)', (col) => col.notNull())
      .addColumn('target', 'varchar(255)', (col) => col.notNull())
      .addColumn('reason', 'varchar(500)')
      .addColumn('at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
};
