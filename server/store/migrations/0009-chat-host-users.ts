// Chat on a host site with the host's own users (issue #12, POST /chat/tokens): each host user is a customer (so
// the chat's users, names, presence and messages work as for the portal's), found again by the host's own id.
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatHostUsers: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_host_users')
      // The host's id of its user, as the host's server sends it.
      .addColumn('host_uid', 'varchar(128)', (col) => col.primaryKey())
      .addColumn('customer_id', 'integer', (col) =>
        col.notNull().unique().references('customers.id').onDelete('cascade'),
      )
      // An https address or an absolute one on this server; null: the chat shows the name's first letter.
      .addColumn('avatar', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
};
