// Stores for tests: SQLite in memory, or PostgreSQL in a schema of its own so test files run in parallel on one
// database and leave nothing behind.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../store/database.js';
import { migrateToLatest } from '../store/migrate.js';
import { openStore } from '../store/open-store.js';

export type Dialect = 'sqlite' | 'postgres';
export const dialects: Dialect[] = ['sqlite', 'postgres'];

export const testDatabaseUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestStore {
  db: Db;
  dialect: Dialect;
  /** Closes the store and, on PostgreSQL, drops its schema. */
  destroy(): Promise<void>;
}

export async function openTestStore(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestStore> {
  const store = dialect === 'sqlite' ? openSqliteTestStore() : await openPostgresTestStore();
  if (options.migrate !== false) await migrateToLatest(store.db);
  return store;
}

function openSqliteTestStore(): TestStore {
  const db = openStore({ dialect: 'sqlite', file: ':memory:' });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

async function openPostgresTestStore(): Promise<TestStore> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at 127.0.0.1:5432 (user postgres, database test) is needed for the tests; start it, or point ` +
        `TEST_DATABASE_URL at another server. Connecting to ${testDatabaseUrl} failed: ${String(error)}`,
    );
  }
  await admin.query(`create schema ${schema}`);
  const db = openStore({ dialect: 'postgres', url: testDatabaseUrl, searchPath: schema });
  return {
    db,
    dialect: 'postgres',
    async destroy() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
