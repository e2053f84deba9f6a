// Live interaction (issue #5): polls, their items, votes and word-cloud words. Tallies are never stored as
// counters that a request reads, changes and writes back: they are counted from rows whose unique keys make a
// second vote impossible, so concurrent requests cannot lose or double a vote on either dialect.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const live: Migration = {
  async up(db: AnyDb) {
    await autoIncrementId(db, db.schema.createTable('polls'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('last_clear_date', 'varchar(32)')
      .execute();

    await autoIncrementId(db, db.schema.createTable('poll_items'))
      .addColumn('poll_id', 'integer', (col) => col.notNull().references('polls.id').onDelete('cascade'))
      .addColumn('sequence_id', 'integer', (col) => col.notNull())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('image', 'text')
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('poll_items_poll_sequence', ['poll_id', 'sequence_id'])
      .execute();

    // slot is 0 for every vote of a single-choice poll (one vote per voter) and the item id in a multiple-choice
    // poll (one vote per voter and item); the unique key enforces both rules.
    await autoIncrementId(db, db.schema.createTable('poll_votes'))
      .addColumn('poll_id', 'integer', (col) => col.notNull().references('polls.id').onDelete('cascade'))
      .addColumn('poll_item_id', 'integer', (col) => col.notNull().references('poll_items.id').onDelete('cascade'))
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('slot', 'integer', (col) => col.notNull())
      .addColumn('token', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('poll_votes_one_per_slot', ['poll_id', 'voter', 'slot'])
      .execute();
    await db.schema.createIndex('poll_votes_item').on('poll_votes').columns(['poll_id', 'poll_item_id']).execute();

    // One row per voter and poll that takes part in a limited choice: its answers counter is raised with a
    // conditional update (answers < limit), which locks the row, so one voter's concurrent requests queue up.
    await db.schema
      .createTable('poll_voters')
      .addColumn('poll_id', 'integer', (col) => col.notNull().references('polls.id').onDelete('cascade'))
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('answers', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('poll_voters_pk', ['poll_id', 'voter'])
      .execute();

    // answer_key is '' when a voter may give one word, and the word itself when several are allowed.
    await autoIncrementId(db, db.schema.createTable('poll_words'))
      .addColumn('poll_id', 'integer', (col) => col.notNull().references('polls.id').onDelete('cascade'))
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('answer_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('word', 'varchar(255)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('poll_words_one_per_answer', ['poll_id', 'voter', 'answer_key'])
      .execute();
    await db.schema.createIndex('poll_words_word').on('poll_words').columns(['poll_id', 'word']).execute();

    // Conversion cards: params is JSON text from the event file; visible is what the operator shows or hides.
    await autoIncrementId(db, db.schema.createTable('conversion_cards'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sequence_id', 'integer', (col) => col.notNull())
      .addColumn('paths', 'text', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('visible', 'integer', (col) => col.notNull())
      // linkRotation: the next target index, raised atomically by each /jump/zoomExchangeMeeting.
      .addColumn('rotation', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await autoIncrementId(db, db.schema.createTable('card_clicks'))
      .addColumn('card_code', 'varchar(255)', (col) => col.notNull())
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await autoIncrementId(db, db.schema.createTable('emojis'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('sequence_id', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .execute();

    await autoIncrementId(db, db.schema.createTable('emoji_clicks'))
      .addColumn('emoji_code', 'varchar(255)', (col) => col.notNull())
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    // Forms: fields is JSON text (their definitions from the event file); status open or closed.
    await autoIncrementId(db, db.schema.createTable('forms'))
      .addColumn('code', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('title', 'text')
      .addColumn('description', 'text')
      .addColumn('hide_form_author', 'integer', (col) => col.notNull())
      .addColumn('fields', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .execute();

    // answers is JSON text: [{ formFieldId, content }], validated against the form's fields before it is written.
    await autoIncrementId(db, db.schema.createTable('form_submissions'))
      .addColumn('form_id', 'integer', (col) => col.notNull().references('forms.id').onDelete('cascade'))
      .addColumn('author', 'text')
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('answers', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('form_submissions_form').on('form_submissions').column('form_id').execute();
  },
};
