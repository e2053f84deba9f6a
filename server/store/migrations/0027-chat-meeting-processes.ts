// Meeting participants held by a server process that stopped (docs/decisions/0024-calls.md "Calls of a stopped
// process", extended to meetings): each participant row names the process its socket is on, so the heartbeat that
// ends a gone process's calls also takes its participants out of their meetings. Without it a crashed process's
// participants stayed in (and, since a meeting's participant counts as on a call, busy) for ever.
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatMeetingProcesses: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('chat_meeting_participants').addColumn('process_id', 'varchar(64)').execute();
  },
};
