// Idle timeout (issue #11): a session remembers when it was last used, so one left alone ends before its token expires.
import { sql, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const sessionActivity: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('customer_sessions').addColumn('last_seen_at', 'varchar(32)').execute();
    await sql`update customer_sessions set last_seen_at = created_at`.execute(db);
    // Idle sessions are swept by this column.
    await db.schema
      .createIndex('customer_sessions_last_seen_at')
      .on('customer_sessions')
      .column('last_seen_at')
      .execute();
  },
};
