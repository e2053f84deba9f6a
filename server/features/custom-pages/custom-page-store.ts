// Custom pages in the store: written from the event file, read by getCustomPageForFrontend.
import type { CustomPageDefinition, CustomPageElement } from '../../event-file/sections/custom-pages.js';
import type { ReadCache } from '../../read-cache.js';
import type { Db } from '../../store/database.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';

export interface StoredCustomPage {
  path: string;
  title: string;
  status: 'active' | 'hidden';
  schedulingMode: 'event' | 'custom';
  startDate: string | null;
  endDate: string | null;
  passwordHash: string | null;
  requiresLogin: boolean;
  ticketCategories: string[];
  elements: CustomPageElement[];
  revNo: number;
}

const CACHE_KEY = 'customPages';

/** The columns a visitor sees; a change in one raises revNo. */
const CONTENT_COLUMNS = ['title', 'status', 'scheduling_mode', 'starts_at', 'ends_at', 'elements'] as const;

/**
 * Writes the file's pages; pages it no longer lists are removed. An unchanged password keeps its hash and unchanged
 * content keeps its revNo, so importing the same file twice changes nothing.
 */
export async function importCustomPages(trx: Db, pages: CustomPageDefinition[]): Promise<void> {
  const paths = pages.map((page) => page.path);
  let stale = trx.deleteFrom('custom_pages');
  if (paths.length > 0) stale = stale.where('path', 'not in', paths);
  await stale.execute();
  const existing = new Map((await selectRows(trx)).map((row) => [row.path, row] as const));
  for (const page of pages) {
    const before = existing.get(page.path);
    const keepHash =
      before?.password_hash && page.password ? await verifyPassword(before.password_hash, page.password) : false;
    const content = {
      title: page.title,
      status: page.status,
      scheduling_mode: page.schedulingMode,
      starts_at: page.startDate ? new Date(page.startDate).toISOString() : null,
      ends_at: page.endDate ? new Date(page.endDate).toISOString() : null,
      elements: JSON.stringify(page.elements),
    };
    const changed = !before || CONTENT_COLUMNS.some((column) => before[column] !== content[column]);
    const row = {
      ...content,
      password_hash: page.password
        ? keepHash && before
          ? before.password_hash
          : await hashPassword(page.password)
        : (page.passwordHash ?? null),
      requires_login: page.requiresLogin ? 1 : 0,
      ticket_categories: JSON.stringify(page.ticketCategories),
      rev_no: before ? before.rev_no + (changed ? 1 : 0) : 1,
    };
    await trx
      .insertInto('custom_pages')
      .values({ path: page.path, ...row })
      .onConflict((oc) => oc.column('path').doUpdateSet(row))
      .execute();
  }
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db) {
  return db.selectFrom('custom_pages').selectAll().execute();
}

function toStoredPage(row: Row): StoredCustomPage {
  return {
    path: row.path,
    title: row.title,
    // Written by importCustomPages from the validated event file.
    status: row.status as StoredCustomPage['status'],
    schedulingMode: row.scheduling_mode as StoredCustomPage['schedulingMode'],
    startDate: row.starts_at,
    endDate: row.ends_at,
    passwordHash: row.password_hash,
    requiresLogin: row.requires_login === 1,
    ticketCategories: JSON.parse(row.ticket_categories) as string[],
    elements: JSON.parse(row.elements) as CustomPageElement[],
    revNo: row.rev_no,
  };
}

/** Every page by its path, read once per cache time-to-live (visitors ask for arbitrary paths). */
export async function findCustomPage(db: Db, cache: ReadCache, path: string): Promise<StoredCustomPage | undefined> {
  const pages = await cache.get(CACHE_KEY, async () => {
    const rows = await selectRows(db);
    return new Map(rows.map((row) => [row.path, toStoredPage(row)] as const));
  });
  return pages.get(path);
}

/** Each password-protected page's path and argon2id hash (export-event writes the hash, never a password). */
export async function readPasswordHashes(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('custom_pages')
    .select(['path', 'password_hash'])
    .where('password_hash', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.password_hash ? [[row.path, row.password_hash] as const] : [])));
}
