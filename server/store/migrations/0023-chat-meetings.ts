// Group calls (issue #17, docs/decisions/0025): one row per meeting (a direct call in a group, chat-widget.md §4
// "Direct/meeting call"), so a session id nobody was given is refused, and one row per participant taking part now
// (their socket, the order they joined in), so signals pass only between the sockets in a meeting and the mesh limit
// counts them. A participant's row goes when they leave; the meeting's stays (its card can be joined again).
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './column-types.js';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const chatMeetings: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_meetings')
      .addColumn('session_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('guid', 'varchar(128)', (col) => col.notNull())
      .addColumn('starter_uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('started_at', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('chat_meetings_guid').on('chat_meetings').column('guid').execute();
    // `id` orders the joins: in the mesh, the later joiner offers to the earlier one.
    await autoIncrementId(db, db.schema.createTable('chat_meeting_participants'))
      .addColumn('session_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('uid', 'varchar(64)', (col) => col.notNull())
      .addColumn('socket_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('joined_at', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('chat_meeting_participants_session')
      .on('chat_meeting_participants')
      .columns(['session_id', 'uid'])
      .execute();
    await db.schema
      .createIndex('chat_meeting_participants_socket')
      .on('chat_meeting_participants')
      .column('socket_id')
      .execute();
  },
};
