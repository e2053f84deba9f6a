// The operator commands behind `npm run foyer -- <command>` (docs/operators.md), separate from cli.ts so tests
// run them without a process of their own.
import { writeFile } from 'node:fs/promises';
import { loadConfig } from './config.js';
import { importEventFile } from './event-file/import-event.js';
import { exportFormCsv, exportPollCsv } from './features/operator/exports.js';
import type { Db } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';
import { openStore, storeLocation } from './store/open-store.js';

export const usage = [
  'Usage: npm run foyer -- <command>',
  '  import-event <file.yaml>            re-import an event file',
  "  export-poll <code> [<file.csv>]     a poll's results as CSV (to stdout without a file)",
  "  export-form <code> [<file.csv>]     a form's submissions as CSV, one column per field",
].join('\n');

export class UsageError extends Error {
  constructor() {
    super(usage);
    this.name = 'UsageError';
  }
}

export interface CommandIo {
  env: Record<string, string | undefined>;
  /** Where results go without an output file; messages go to log. */
  stdout: (text: string) => void;
  log: (text: string) => void;
}

async function withStore<T>(env: CommandIo['env'], work: (db: Db) => Promise<T>): Promise<T> {
  const db = openStore(storeLocation(loadConfig(env)));
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function output(io: CommandIo, text: string, file: string | undefined, what: string): Promise<void> {
  if (file === undefined) {
    io.stdout(text);
    return;
  }
  await writeFile(file, text, 'utf8');
  io.log(`Wrote ${what} to ${file}`);
}

export async function runCommand(argv: string[], io: CommandIo): Promise<void> {
  const [command, ...args] = argv;
  if (command === 'import-event' && args.length === 1 && args[0]) {
    const file = args[0];
    const event = await withStore(io.env, (db) => importEventFile(db, file));
    io.log(
      `Imported ${file}: "${event.event.name}", ${event.projects.length} projects, ` +
        `${event.ticketCategories.length} ticket categories, ${event.polls.length} polls`,
    );
    return;
  }
  if (command === 'export-poll' && (args.length === 1 || args.length === 2) && args[0]) {
    const code = args[0];
    const csv = await withStore(io.env, (db) => exportPollCsv(db, code));
    await output(io, csv, args[1], `the results of poll ${code}`);
    return;
  }
  if (command === 'export-form' && (args.length === 1 || args.length === 2) && args[0]) {
    const code = args[0];
    const csv = await withStore(io.env, (db) => exportFormCsv(db, code));
    await output(io, csv, args[1], `the submissions of form ${code}`);
    return;
  }
  throw new UsageError();
}
