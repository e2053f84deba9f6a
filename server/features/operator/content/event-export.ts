// The event as an event file again (export-event, docs/event-file.md "Exporting the event"), and what a re-import
// overwrites of the console's content edits. The store keeps the last imported file without its plaintext passwords
// (settings `event.file`); the content the console edits (welcome texts, cards, polls) and the secrets' hashes come
// from their own tables, so an export shows every edit and never holds a password.
import { stringify } from 'yaml';
import { EVENT_PASSWORD_HASH_KEY } from '../../../auth/access-settings.js';
import { eventFileSchema, type EventFile } from '../../../event-file/schema.js';
import type { Db } from '../../../store/database.js';
import { readSetting, writeSetting } from '../../../store/settings.js';
import { formatIssues } from '../../../validation.js';
import { readCardDefinitions } from '../../cards/index.js';
import { readPasswordHashes } from '../../custom-pages/index.js';
import { readPollDefinitions } from '../../polls/index.js';
import { readWelcomeSection } from '../../welcome/index.js';

const IMPORTED_FILE_KEY = 'event.file';

/** The file's sections the console edits; everything else an export takes from the last import. */
export interface EditableContent {
  welcome: EventFile['welcome'];
  cards: EventFile['cards'];
  polls: EventFile['polls'];
}

/** Keeps the imported file for export-event, without the plaintext passwords (their hashes are in their tables). */
export async function keepImportedFile(db: Db, event: EventFile): Promise<void> {
  const { eventPassword: _password, eventPasswordHash: _hash, ...access } = event.access;
  const customPages = event.customPages.map(({ password: _secret, passwordHash: _digest, ...page }) => page);
  await writeSetting(db, IMPORTED_FILE_KEY, JSON.stringify({ ...event, access, customPages }));
}

export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

async function importedFile(db: Db): Promise<EventFile> {
  const kept = await readSetting(db, IMPORTED_FILE_KEY);
  if (kept === undefined) {
    throw new ExportError(
      'No imported event file is kept in this store (it was imported before export-event existed, or never): ' +
        'run import-event once, then export-event',
    );
  }
  // Written by keepImportedFile from a validated file; the export validates the whole file again.
  return JSON.parse(kept) as EventFile;
}

export async function readEditableContent(db: Db): Promise<EditableContent> {
  return {
    welcome: await readWelcomeSection(db),
    cards: await readCardDefinitions(db),
    polls: await readPollDefinitions(db),
  };
}

/**
 * The event as it is now, before validation: the last imported file with the store's content and secrets' hashes.
 * `change` replaces content first (the console's edits are validated as the whole file they would make).
 */
export async function currentEventInput(
  db: Db,
  change: (content: EditableContent) => Record<string, unknown> = (content) => ({ ...content }),
): Promise<Record<string, unknown>> {
  const file = await importedFile(db);
  const eventPasswordHash = await readSetting(db, EVENT_PASSWORD_HASH_KEY);
  const pageHashes = await readPasswordHashes(db);
  const { welcome: _welcome, ...rest } = file;
  const content = change(await readEditableContent(db));
  const result: Record<string, unknown> = {
    ...rest,
    ...content,
    access: { ...file.access, ...(eventPasswordHash ? { eventPasswordHash } : {}) },
    customPages: file.customPages.map((page) => {
      const passwordHash = pageHashes.get(page.path);
      return passwordHash ? { ...page, passwordHash } : page;
    }),
  };
  if (result['welcome'] === undefined || result['welcome'] === null) delete result['welcome'];
  return result;
}

/** The current event as a validated event file (throws ExportError naming every problem, which would be a bug). */
export async function exportEvent(db: Db): Promise<EventFile> {
  const parsed = eventFileSchema.safeParse(await currentEventInput(db));
  if (!parsed.success) throw new ExportError(formatIssues(parsed.error.issues).join('\n'));
  return parsed.data;
}

/** The event file's YAML: the schema's key order, no folded lines, a header saying what it is. */
export function toEventFileYaml(event: EventFile): string {
  const header = [
    '# Written by `npm run foyer -- export-event` (docs/event-file.md "Exporting the event").',
    '# Passwords appear only as argon2id hashes (eventPasswordHash, passwordHash): keep this file private anyway.',
  ].join('\n');
  return `${header}\n${stringify(event, { lineWidth: 0 })}`;
}

const comparable = (value: unknown) => JSON.stringify(value ?? null);

/** A card or poll without the show's live state (shown or hidden, open or closed), which is no content edit. */
function withoutLiveState<T extends { visible?: boolean; status?: string }>(entry: T) {
  const { visible: _visible, status: _status, ...content } = entry;
  return content;
}

/**
 * What a re-import of `next` overwrites of edits made in the console since the last import: a line for the welcome
 * texts and each card or poll whose content the console changed and the new file sets otherwise. Empty without a
 * kept file (nothing to tell edits by).
 */
export async function overwrittenEdits(db: Db, next: EventFile): Promise<string[]> {
  const kept = await readSetting(db, IMPORTED_FILE_KEY);
  if (kept === undefined) return [];
  const imported = JSON.parse(kept) as EventFile;
  const now = await readEditableContent(db);
  const lines: string[] = [];
  if (
    comparable(now.welcome) !== comparable(imported.welcome) &&
    comparable(now.welcome) !== comparable(next.welcome)
  ) {
    lines.push('welcome');
  }
  for (const list of ['cards', 'polls'] as const) {
    const before = new Map(imported[list].map((entry) => [entry.code, comparable(withoutLiveState(entry))]));
    const after = new Map(next[list].map((entry) => [entry.code, comparable(withoutLiveState(entry))]));
    for (const entry of now[list]) {
      const current = comparable(withoutLiveState(entry));
      if (before.get(entry.code) !== current && after.get(entry.code) !== current) {
        lines.push(`${list}: ${entry.code}`);
      }
    }
  }
  return lines;
}
