// A schema of its own in the test database for servers started by a test, so parallel test files share nothing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const postgresUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface PostgresSchema {
  /** DATABASE_URL for a server that works in this schema. */
  databaseUrl: string;
  /** The schema's name, to address its tables from query(). */
  schema: string;
  /** Runs a statement beside the servers, as an administrator would. */
  query(text: string, values?: unknown[]): Promise<void>;
  /** Drops the schema with everything in it. */
  drop(): Promise<void>;
}

export async function freshSchema(prefix: string): Promise<PostgresSchema> {
  const schema = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    schema,
    async query(text, values) {
      await admin.query(text, values);
    },
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
