// Word-cloud words keep the case visitors typed (issue #19 item 10): `word` stays the normalised key the cloud
// counts by (case-insensitive), `typed` holds the word as its sender wrote it (trimmed, inner spaces collapsed).
// Rows from before keep their key as their typed form.
import { sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const wordCase: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('poll_words').addColumn('typed', 'varchar(255)').execute();
    await db
      .updateTable('poll_words')
      .set({ typed: sql`word` })
      .execute();
  },
};
