// The blocking module's store queries: who blocked whom (0012-chat-blocking), read from both sides.
import type { ChatUser } from '../../../shared/chat/chat-entities.js';
import type { Db } from '../../store/database.js';

/** `blocker` blocks each of `uids`; blocking someone already blocked changes nothing. */
export async function insertBlocks(db: Db, blocker: string, uids: string[], at: number): Promise<void> {
  if (uids.length === 0) return;
  await db
    .insertInto('chat_blocks')
    .values(uids.map((blocked) => ({ blocker_uid: blocker, blocked_uid: blocked, created_at: at })))
    .onConflict((oc) => oc.columns(['blocker_uid', 'blocked_uid']).doNothing())
    .execute();
}

export async function deleteBlocks(db: Db, blocker: string, uids: string[]): Promise<void> {
  if (uids.length === 0) return;
  await db.deleteFrom('chat_blocks').where('blocker_uid', '=', blocker).where('blocked_uid', 'in', uids).execute();
}

/** A page of the uids `blocker` blocked, the latest first. */
export async function pageOfBlocked(
  db: Db,
  { blocker, limit, offset }: { blocker: string; limit: number; offset: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_blocks')
    .select('blocked_uid')
    .where('blocker_uid', '=', blocker)
    .orderBy('created_at', 'desc')
    .orderBy('blocked_uid')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.blocked_uid);
}

export interface BlockFlags {
  blockedByMe: boolean;
  hasBlockedMe: boolean;
}

/** For each of `uids`: whether `viewer` blocked them and whether they blocked `viewer`. */
export async function blockFlagsOf(db: Db, viewer: string, uids: string[]): Promise<Map<string, BlockFlags>> {
  const flags = new Map<string, BlockFlags>(uids.map((uid) => [uid, { blockedByMe: false, hasBlockedMe: false }]));
  if (uids.length === 0) return flags;
  const rows = await db
    .selectFrom('chat_blocks')
    .select(['blocker_uid', 'blocked_uid'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_uid', '=', viewer), eb('blocked_uid', 'in', uids)]),
        eb.and([eb('blocked_uid', '=', viewer), eb('blocker_uid', 'in', uids)]),
      ]),
    )
    .execute();
  for (const row of rows) {
    const byMe = row.blocker_uid === viewer;
    const flag = flags.get(byMe ? row.blocked_uid : row.blocker_uid);
    if (flag && byMe) flag.blockedByMe = true;
    else if (flag) flag.hasBlockedMe = true;
  }
  return flags;
}

/** Whether one of the two blocked the other. */
export async function isPairBlocked(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_blocks')
    .select('blocker_uid')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_uid', '=', a), eb('blocked_uid', '=', b)]),
        eb.and([eb('blocker_uid', '=', b), eb('blocked_uid', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Each user with whether `viewer` blocked them and whether they blocked `viewer`. */
export async function withBlockFlags<U extends ChatUser>(db: Db, viewer: string, users: U[]): Promise<U[]> {
  const flags = await blockFlagsOf(
    db,
    viewer,
    users.map((user) => user.uid),
  );
  return users.map((user) => ({ ...user, ...flags.get(user.uid) }));
}
