// Streams as the event file defines them, stored one row each; read through the read cache on hot paths.
import type { Transaction } from 'kysely';
import type { StreamDefinition } from '../../event-file/sections/streams.js';
import type { Database, Db } from '../../store/database.js';

export interface StoredStream {
  code: string;
  projectId: number | null;
  platform: string;
  type: string;
  params: Record<string, unknown>;
  actions: Record<string, unknown>[];
  showVisitorCount: boolean;
  singleSessionPerCustomer: boolean;
  chat: { isVisible: boolean; link?: string; publisher?: string; chatroom?: string; position?: string } | null;
  content: string | null;
  navTitle: string | null;
  failureText: string | null;
}

/** Replaces the stored streams with the event file's; presence of removed streams goes with them. */
export async function importStreams(trx: Transaction<Database>, streams: StreamDefinition[]): Promise<void> {
  const codes = streams.map((stream) => stream.code);
  let stale = trx.deleteFrom('streams');
  let stalePresence = trx.deleteFrom('stream_presence');
  if (codes.length > 0) {
    stale = stale.where('code', 'not in', codes);
    stalePresence = stalePresence.where('stream_code', 'not in', codes);
  }
  await stale.execute();
  await stalePresence.execute();
  for (const [position, stream] of streams.entries()) {
    const row = {
      position,
      project_id: stream.projectId ?? null,
      platform: stream.platform,
      type: stream.type,
      params: JSON.stringify(stream.params),
      actions: JSON.stringify(stream.actions),
      show_visitor_count: stream.showVisitorCount ? 1 : 0,
      single_session_per_customer: stream.singleSessionPerCustomer ? 1 : 0,
      chat: stream.chat ? JSON.stringify(stream.chat) : null,
      content: stream.content ?? null,
      nav_title: stream.navTitle ?? null,
      failure_text: stream.failureText ?? null,
    };
    await trx
      .insertInto('streams')
      .values({ code: stream.code, ...row })
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
}

/** Every stream in the event file's order (at most 100, the section's limit). */
export async function listStreams(db: Db): Promise<StoredStream[]> {
  const rows = await db.selectFrom('streams').selectAll().orderBy('position').limit(100).execute();
  // The JSON columns are written only by importStreams from validated event files.
  return rows.map((row) => ({
    code: row.code,
    projectId: row.project_id,
    platform: row.platform,
    type: row.type,
    params: JSON.parse(row.params) as Record<string, unknown>,
    actions: JSON.parse(row.actions) as Record<string, unknown>[],
    showVisitorCount: row.show_visitor_count === 1,
    singleSessionPerCustomer: row.single_session_per_customer === 1,
    chat: row.chat ? (JSON.parse(row.chat) as StoredStream['chat']) : null,
    content: row.content,
    navTitle: row.nav_title,
    failureText: row.failure_text,
  }));
}

/** The stream with this code, or the project's first stream without one; projectId limits to that project's. */
export function findStream(
  streams: StoredStream[],
  { code, projectId }: { code?: string | null | undefined; projectId?: number | null | undefined },
): StoredStream | undefined {
  const inProject = streams.filter(
    (stream) => projectId == null || stream.projectId === null || stream.projectId === projectId,
  );
  return code == null ? inProject[0] : inProject.find((stream) => stream.code === code);
}
