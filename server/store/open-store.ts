import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database, Db } from './database.js';

export type StoreLocation =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; searchPath?: string | undefined };

/** Where the configured store lives: PostgreSQL when DATABASE_URL is set, else `${dataDir}/foyer.sqlite`. */
export function storeLocation(config: { databaseUrl: string | undefined; dataDir: string }): StoreLocation {
  return config.databaseUrl
    ? { dialect: 'postgres', url: config.databaseUrl }
    : { dialect: 'sqlite', file: join(config.dataDir, 'foyer.sqlite') };
}

export function openStore(location: StoreLocation): Db {
  if (location.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      ...(location.searchPath ? { options: `-c search_path=${location.searchPath}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (location.file !== ':memory:') mkdirSync(join(location.file, '..'), { recursive: true });
  const database = new SQLite(location.file);
  // WAL lets readers run while a writer commits; busy_timeout waits for another process's lock instead of failing.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  // With WAL, NORMAL syncs at checkpoints instead of every commit: still never corrupt, and a process crash loses
  // nothing; only a power cut can lose the last commits. It doubles vote throughput (docs/performance.md).
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}
