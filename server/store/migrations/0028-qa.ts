// The audience Q&A (issue #30, docs/event-file.md#qa): a Q&A per event-file entry, its questions and their upvotes.
// Upvotes are rows, one per question and voter under a primary key, so a second upvote is impossible on either
// dialect whatever the concurrency; a question's count is counted from them, never a counter read and written back.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const qa: Migration = {
  async up(db: AnyDb) {
    // params is JSON text: the Q&A's texts and rules from the event file (features/qa/qa-params.ts).
    await autoIncrementId(db, db.schema.createTable('qas'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      // The question being answered now (the operator's highlight); no foreign key, the import removes in order.
      .addColumn('highlighted_question_id', 'integer')
      .execute();

    // status: pending (waits for a moderator), approved (visitors see it), rejected, archived, merged (into
    // merged_into). text is what visitors see (after the filters or an operator's edit), original_text as typed.
    // asker is the voter key of who asked (features/voter.ts); author_name is shown only when the visitor gave it.
    await autoIncrementId(db, db.schema.createTable('qa_questions'))
      .addColumn('qa_id', 'integer', (col) => col.notNull().references('qas.id').onDelete('cascade'))
      .addColumn('asker', 'varchar(80)', (col) => col.notNull())
      .addColumn('author_name', 'text')
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('original_text', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('answered', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('reply', 'text')
      .addColumn('merged_into', 'integer')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      // When visitors first saw it (asked unmoderated, or approved): the order of "recent".
      .addColumn('published_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('qa_questions_qa_status').on('qa_questions').columns(['qa_id', 'status']).execute();
    await db.schema.createIndex('qa_questions_asker').on('qa_questions').columns(['qa_id', 'asker']).execute();

    await db.schema
      .createTable('qa_upvotes')
      .addColumn('question_id', 'integer', (col) => col.notNull().references('qa_questions.id').onDelete('cascade'))
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('qa_upvotes_pk', ['question_id', 'voter'])
      .execute();
    await db.schema.createIndex('qa_upvotes_voter').on('qa_upvotes').columns(['voter', 'question_id']).execute();
  },
};
