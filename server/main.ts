// Starts the server: settings, store, event file, HTTP. `npm run serve` after `npm run build`.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { createInProcessBus } from './bus/in-process-bus.js';
import { loadConfig } from './config.js';
import { hasEvent, importEventFile } from './event-file/import-event.js';
import type { Db } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';
import { openStore, storeLocation } from './store/open-store.js';
import { reportStartupError } from './startup-errors.js';

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  let db: Db | undefined;
  try {
    db = openStore(storeLocation(config));
    await migrateToLatest(db);
    if (!(await hasEvent(db))) await importEventFile(db, config.eventFile);
  } catch (error) {
    await db?.destroy();
    throw error;
  }
  const store = db;
  const bus = createInProcessBus();
  const app = await buildApp({ config, db: store, bus });

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    await app.close();
    await bus.close();
    await store.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Foyer is ready at http://${config.host}:${config.port}/`);
}

start().catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
