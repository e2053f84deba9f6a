// Rich messages (issue #16): reactions (chat-widget.md §3 "map from emoji code to a map of reactor uid to an object
// with name"), one row per emoji and reactor so a second reaction of the same is one row, and an index that finds a
// thread's replies and counts them (§3 parentMessageId, replyCount), and poll votes, one per poll and voter.
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatRich: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_reactions')
      .addColumn('message_id', 'integer', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
      .addColumn('emoji', 'varchar(64)', (col) => col.notNull())
      .addColumn('uid', 'varchar(64)', (col) => col.notNull())
      // The reactor's name when they reacted, as the reactions map carries it.
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('reacted_at', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_reactions_pk', ['message_id', 'emoji', 'uid'])
      .execute();
    await db.schema.createIndex('chat_messages_parent').on('chat_messages').column('parent_id').execute();
    // In-chat polls (§3 Poll): one vote per poll and voter, so counts are exact however many vote at once.
    await db.schema
      .createTable('chat_poll_votes')
      .addColumn('message_id', 'integer', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
      .addColumn('uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      // 1 for the first option, as the poll's option keys.
      .addColumn('option_index', 'integer', (col) => col.notNull())
      .addColumn('voted_at', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_poll_votes_pk', ['message_id', 'uid'])
      .execute();
  },
};
