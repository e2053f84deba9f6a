// What the console's Audience tab counts that no table kept (issue #18, docs/operators.md "Audience and analytics"):
// logins by how the visitor logged in (the kind and the time only: no customer, no address), each stream's viewers
// per minute (the peak of the sampled counts: a number, nobody's identity), and who saw a form (one row per form and
// voter, the voter key form_submissions already keeps), so views and submissions can be set side by side.
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const audience: Migration = {
  async up(db: AnyDb) {
    await autoIncrementId(db, db.schema.createTable('login_events'))
      // email, eventPassword, parentEvent, loginLink, registration or anonymous (accounts/account-actions.ts).
      .addColumn('login_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('login_events_created_at').on('login_events').column('created_at').execute();
    await db.schema
      .createTable('stream_viewer_samples')
      .addColumn('stream_code', 'varchar(255)', (col) => col.notNull())
      // The minute as ISO text, YYYY-MM-DDTHH:MM (UTC): a prefix of it is the ten-minute, hour or day bucket.
      .addColumn('minute', 'varchar(16)', (col) => col.notNull())
      .addColumn('viewers', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('stream_viewer_samples_pk', ['stream_code', 'minute'])
      .execute();
    await db.schema
      .createTable('form_views')
      .addColumn('form_id', 'integer', (col) => col.notNull().references('forms.id').onDelete('cascade'))
      .addColumn('voter', 'varchar(80)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('form_views_pk', ['form_id', 'voter'])
      .execute();
  },
};
