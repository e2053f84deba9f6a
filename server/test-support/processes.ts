// A server process that stopped without closing its sockets (killed, crashed), as the calls heartbeat sees one: its
// last heartbeat an hour ago (docs/chat-service.md "Calls of a stopped process").
import type { Db } from '../store/database.js';

export async function recordGoneProcess(db: Db, processId: string): Promise<void> {
  await db
    .insertInto('chat_call_processes')
    .values({ process_id: processId, seen_at: Math.floor(Date.now() / 1000) - 3600 })
    .execute();
}
