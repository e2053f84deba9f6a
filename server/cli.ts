// Operator commands, run against the store the server uses (DATABASE_URL or DATA_DIR):
//   node build/server/cli.js import-event <file>         re-import an event file
//   node build/server/cli.js login-link <email>           print a one-time login link (15 minutes, single use)
//   node build/server/cli.js create-invite [code] [--uses N]  add an invite code (random when not given)
//   node build/server/cli.js hash-password                read a password on stdin, print its argon2id hash
import { createInterface } from 'node:readline/promises';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { importEventFile } from './event-file/import-event.js';
import { createInvite, createLoginLink } from './features/accounts/operator-commands.js';
import { hashPassword } from './features/accounts/passwords.js';
import type { Db } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';
import { openStore, storeLocation } from './store/open-store.js';
import { reportStartupError } from './startup-errors.js';

const usage = [
  'Usage:',
  '  node build/server/cli.js import-event <file>',
  '  node build/server/cli.js login-link <email>',
  '  node build/server/cli.js create-invite [code] [--uses N]',
  '  node build/server/cli.js hash-password   (reads the password from stdin)',
].join('\n');

async function withStore<T>(run: (db: Db, publicUrl: string) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const db = openStore(storeLocation(config));
  try {
    await migrateToLatest(db);
    return await run(db, config.publicUrl);
  } finally {
    await db.destroy();
  }
}

async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) return line;
  return '';
}

const commands: Record<string, (args: string[]) => Promise<void> | undefined> = {
  'import-event': ([file, ...rest]) =>
    file && rest.length === 0
      ? withStore(async (db) => {
          const event = await importEventFile(db, file);
          console.log(
            `Imported ${file}: "${event.event.name}", ${event.projects.length} projects, ` +
              `${event.ticketCategories.length} ticket categories, ${event.access.invites.length} invites, ` +
              `${event.access.customers.length} customers`,
          );
        })
      : undefined,
  'login-link': ([email, ...rest]) =>
    email && rest.length === 0
      ? withStore(async (db, publicUrl) => console.log(await createLoginLink(db, systemClock, publicUrl, email)))
      : undefined,
  'create-invite': (args) => {
    const usesAt = args.indexOf('--uses');
    const uses = usesAt >= 0 ? Number(args[usesAt + 1]) : 1;
    const rest = usesAt >= 0 ? args.filter((_, index) => index !== usesAt && index !== usesAt + 1) : args;
    if (rest.length > 1) return undefined;
    return withStore(async (db) => {
      const code = await createInvite(db, systemClock, { ...(rest[0] ? { code: rest[0] } : {}), uses });
      console.log(code);
    });
  },
  'hash-password': (args) =>
    args.length === 0
      ? (async () => {
          const password = await readLine();
          if (password.length < 4) throw new Error('The password needs at least 4 characters');
          console.log(await hashPassword(password));
        })()
      : undefined,
};

const [command, ...args] = process.argv.slice(2);
const running = command ? commands[command]?.(args) : undefined;
if (!running) {
  console.error(usage);
  process.exit(1);
}
running.catch((error: unknown) => {
  reportStartupError(error);
  process.exit(1);
});
