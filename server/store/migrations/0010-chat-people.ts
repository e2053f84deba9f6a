// Chat people (issue #14): a host site's users carry the host's metadata as well as a picture, and the host says who
// is whose friend (POST/DELETE /chat/users/:uid/friends, as CometChat's REST API), so `user_listing: friends` lists
// friends only.
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatPeople: Migration = {
  async up(db: AnyDb) {
    // A JSON object as the host sent it (validated and bounded at POST /chat/tokens); null: none.
    await db.schema.alterTable('chat_host_users').addColumn('metadata', 'text').execute();
    // Friendship is mutual: adding one writes both directions, so "my friends" is one indexed lookup.
    await db.schema
      .createTable('chat_friends')
      .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('friend_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_friends_pk', ['customer_id', 'friend_id'])
      .execute();
    await db.schema.createIndex('chat_friends_friend_id').on('chat_friends').column('friend_id').execute();
  },
};
