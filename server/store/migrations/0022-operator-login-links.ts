// One-time login links for console operators (issue #18): the link's token is kept only as its SHA-256, valid for a
// short while, and used up by the one update that sets used_at (so two concurrent uses cannot both log in).
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const operatorLoginLinks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('operator_login_links')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
  },
};
