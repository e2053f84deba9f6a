// Starts the server: settings, store, event file, bus and counters (Redis with REDIS_URL), HTTP. `npm run serve`
// after `npm run build`.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import type { Bus } from './bus/bus.js';
import { createInProcessBus } from './bus/in-process-bus.js';
import { createRedisBus } from './bus/redis-bus.js';
import { sql } from 'kysely';
import { ConfigError, loadConfig, redactUrl, type Config } from './config.js';
import { hasEvent, importEventFile } from './event-file/import-event.js';
import type { CounterStore } from './limits/counter-store.js';
import { createRedisCounterStore } from './limits/redis-counter-store.js';
import type { Db } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';
import { openStore, storeLocation } from './store/open-store.js';
import { reportStartupError } from './startup-errors.js';

/** With REDIS_URL, what several processes share goes through Redis (docs/scaling.md); otherwise it stays here. */
function sharedState(config: Config): { bus: Bus; counters: CounterStore | undefined } {
  if (!config.redisUrl) return { bus: createInProcessBus(), counters: undefined };
  const redis = { url: config.redisUrl, prefix: config.redisPrefix, connectionName: `foyer-${process.pid}` };
  return { bus: createRedisBus(redis), counters: createRedisCounterStore(redis) };
}

/** What went wrong reaching a service, in a few words: the driver's code and message, never a stack. */
function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string' && part !== '').join(': ') || String(error);
}

/** An unreachable PostgreSQL stops start-up with one line naming DATABASE_URL, not the driver's stack trace. */
async function reachStore(db: Db, databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new ConfigError([
      {
        setting: 'DATABASE_URL',
        problem: `PostgreSQL at ${redactUrl(databaseUrl)} did not answer (${reasonOf(error)}); start it, or correct DATABASE_URL`,
      },
    ]);
  }
}

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  let db: Db | undefined;
  try {
    db = openStore(storeLocation(config));
    await reachStore(db, config.databaseUrl);
    await migrateToLatest(db);
    if (!(await hasEvent(db))) await importEventFile(db, config.eventFile);
  } catch (error) {
    await db?.destroy();
    throw error;
  }
  const store = db;
  const { bus, counters } = sharedState(config);
  try {
    // Fail at start, naming the setting, rather than on the first login or vote.
    await counters?.count('startup-check');
  } catch (error) {
    await Promise.all([bus.close(), counters?.close(), store.destroy()]);
    const url = redactUrl(config.redisUrl ?? '');
    throw new ConfigError([
      {
        setting: 'REDIS_URL',
        problem: `Redis at ${url} did not answer (${reasonOf(error)}); start it, or correct REDIS_URL`,
      },
    ]);
  }
  const app = await buildApp({ config, db: store, bus, counters });

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    await app.close();
    await bus.close();
    await counters?.close();
    await store.destroy();
  });

  // The queue of connections not yet accepted: Node's 511 overflowed when a keynote's visitors all connected at once
  // (the kernel logged a SYN flood and reset them; bench/event.mjs, issue #31). Linux caps it at net.core.somaxconn
  // (4096 by default since 5.4).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info(`Foyer is ready at http://${config.host}:${config.port}/`);
}

start().catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
