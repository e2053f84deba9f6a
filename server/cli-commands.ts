// The operator commands behind `npm run foyer -- <command>` (docs/operators.md), separate from cli.ts so tests
// run them without a process of their own.
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { importEventFileReporting } from './event-file/import-event.js';
import { exportEvent, toEventFileYaml } from './features/operator/content/event-export.js';
import { createInvite, createLoginLink } from './features/accounts/operator-commands.js';
import { hashPassword } from './auth/passwords.js';
import { isOperatorRole, OPERATOR_ROLES } from './auth/access-policy.js';
import { saveOperator } from './features/operator/operator-accounts.js';
import { mailLoginLink } from './features/operator/login-links/login-links.js';
import { createSmtpMailer } from './mail/mailer.js';
import { z } from 'zod';
import { exportFormCsv, exportPollCsv } from './features/operator/exports.js';
import type { Db } from './store/database.js';
import { migrateToLatest } from './store/migrate.js';
import { openStore, storeLocation } from './store/open-store.js';

export const usage = [
  'Usage: npm run foyer -- <command>',
  '  import-event <file.yaml>            re-import an event file',
  '  export-event [--out <file.yaml>]    the current event as an event file (to stdout without --out)',
  "  export-poll <code> [<file.csv>]     a poll's results as CSV (to stdout without a file)",
  "  export-form <code> [<file.csv>]     a form's submissions as CSV, one column per field",
  '  login-link <email>                  print a one-time login link (15 minutes, single use)',
  '  create-invite [<code>] [--uses N]   add an invite code (random when not given)',
  '  hash-password                       read a password on stdin, print its argon2id hash',
  '  add-operator <email> <role>         add or update a console operator (owner, moderator, analyst); password on stdin',
  '  operator-link <email>               mail a console operator a one-time login link (15 minutes, single use)',
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
  /** The first line of standard input (hash-password). */
  readLine?: () => Promise<string>;
}

async function readStdinLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) return line;
  return '';
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
    const { event, overwritten } = await withStore(io.env, (db) => importEventFileReporting(db, file));
    io.log(
      `Imported ${file}: "${event.event.name}", ${event.projects.length} projects, ` +
        `${event.ticketCategories.length} ticket categories, ${event.polls.length} polls`,
    );
    for (const what of overwritten) {
      io.log(`Warning: the file replaced what the console had edited since the last import: ${what}`);
    }
    return;
  }
  if (command === 'export-event' && (args.length === 0 || (args.length === 2 && args[0] === '--out' && args[1]))) {
    const yaml = await withStore(io.env, async (db) => toEventFileYaml(await exportEvent(db)));
    await output(io, yaml, args[1], 'the event');
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
  if (command === 'login-link' && args.length === 1 && args[0]) {
    const email = args[0];
    const publicUrl = loadConfig(io.env).publicUrl;
    io.stdout(`${await withStore(io.env, (db) => createLoginLink(db, systemClock, publicUrl, email))}\n`);
    return;
  }
  if (command === 'create-invite') {
    const usesAt = args.indexOf('--uses');
    const uses = usesAt >= 0 ? Number(args[usesAt + 1]) : 1;
    const rest = usesAt >= 0 ? args.filter((_, index) => index !== usesAt && index !== usesAt + 1) : args;
    if (rest.length <= 1) {
      const code = await withStore(io.env, (db) =>
        createInvite(db, systemClock, { ...(rest[0] ? { code: rest[0] } : {}), uses }),
      );
      io.stdout(`${code}\n`);
      return;
    }
  }
  if (command === 'add-operator' && args.length === 2 && args[0] && args[1]) {
    const email = z.email().safeParse(args[0].toLowerCase());
    if (!email.success) throw new Error(`Not an e-mail address: ${args[0]}`);
    const role = args[1];
    if (!isOperatorRole(role)) throw new Error(`The role must be one of ${OPERATOR_ROLES.join(', ')}`);
    const password = await (io.readLine ?? readStdinLine)();
    if (password.length < 12) throw new Error('An operator password needs at least 12 characters');
    const passwordHash = await hashPassword(password);
    await withStore(io.env, (db) => saveOperator(db, { email: email.data, role, passwordHash }, 'cli', new Date()));
    io.log(`Operator ${email.data} (${role}) saved`);
    return;
  }
  if (command === 'operator-link' && args.length === 1 && args[0]) {
    const config = loadConfig(io.env);
    if (!config.smtpUrl) throw new Error('operator-link mails the link: set SMTP_URL (docs/operators.md "Logging in")');
    const mailer = createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
    const email = args[0].trim().toLowerCase();
    await withStore(io.env, async (db) => {
      const mailed = await mailLoginLink({ db, clock: systemClock, mailer, publicUrl: config.publicUrl }, email);
      if (!mailed) throw new Error(`No console operator has the e-mail address ${email}`);
      await mailed.sent;
    });
    io.log(`Mailed a one-time login link to ${email} (valid 15 minutes, single use)`);
    return;
  }
  if (command === 'hash-password' && args.length === 0) {
    const password = await (io.readLine ?? readStdinLine)();
    if (password.length < 4) throw new Error('The password needs at least 4 characters');
    io.stdout(`${await hashPassword(password)}\n`);
    return;
  }
  throw new UsageError();
}
