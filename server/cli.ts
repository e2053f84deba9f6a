// Operator commands. `node build/server/cli.js import-event <file>` re-imports an event file into the store.
import { loadConfig } from './config.js';
import { importEventFile } from './event-file/import-event.js';
import { migrateToLatest } from './store/migrate.js';
import { openStore, storeLocation } from './store/open-store.js';
import { reportStartupError } from './startup-errors.js';

const usage = 'Usage: node build/server/cli.js import-event <file>';

async function importEvent(file: string): Promise<void> {
  const config = loadConfig(process.env);
  const db = openStore(storeLocation(config));
  try {
    await migrateToLatest(db);
    const event = await importEventFile(db, file);
    console.log(
      `Imported ${file}: "${event.event.name}", ${event.projects.length} projects, ` +
        `${event.ticketCategories.length} ticket categories`,
    );
  } finally {
    await db.destroy();
  }
}

const [command, ...args] = process.argv.slice(2);
if (command !== 'import-event' || args.length !== 1 || !args[0]) {
  console.error(usage);
  process.exit(1);
}
importEvent(args[0]).catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
