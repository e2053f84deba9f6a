// The groups module's store queries: groups and their members. Membership is a chat_participants row with a scope.
import { sql, type Selectable } from 'kysely';
import type { ChatGroup, GroupType, MemberScope } from '../../../shared/chat/chat-entities.js';
import { conversationIdOf, guidOfConversation } from '../../../shared/chat/conversation-id.js';
import type { ChatGroupsTable, Db } from '../../store/database.js';
import { likePattern } from '../chat-users.js';

export type GroupRow = Selectable<ChatGroupsTable>;

export async function findGroup(db: Db, guid: string): Promise<GroupRow | undefined> {
  return db.selectFrom('chat_groups').selectAll().where('guid', '=', guid).executeTakeFirst();
}

export async function memberScope(db: Db, guid: string, uid: string): Promise<MemberScope | undefined> {
  const row = await db
    .selectFrom('chat_participants')
    .select('scope')
    .where('conversation_id', '=', conversationIdOf('group', guid))
    .where('uid', '=', uid)
    .where('scope', 'is not', null)
    .executeTakeFirst();
  return (row?.scope ?? undefined) as MemberScope | undefined;
}

export async function membersCount(db: Db, guid: string): Promise<number> {
  const row = await db
    .selectFrom('chat_participants')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('conversation_id', '=', conversationIdOf('group', guid))
    .where('scope', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The guids of every group uid has joined (a socket listens to them). */
export async function joinedGuids(db: Db, uid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_participants')
    .innerJoin('chat_conversations', 'chat_conversations.id', 'chat_participants.conversation_id')
    .select('chat_participants.conversation_id')
    .where('chat_participants.uid', '=', uid)
    .where('chat_conversations.type', '=', 'group')
    .execute();
  return rows.flatMap((row) => guidOfConversation(row.conversation_id) ?? []);
}

export function toGroup(row: GroupRow, count: number, scope: MemberScope | undefined): ChatGroup {
  return {
    guid: row.guid,
    name: row.name,
    type: row.type,
    membersCount: count,
    hasJoined: scope !== undefined,
    ...(scope ? { scope } : {}),
    owner: row.owner_uid,
  };
}

export async function groupAsSeenBy(db: Db, row: GroupRow, uid: string): Promise<ChatGroup> {
  const [count, scope] = await Promise.all([membersCount(db, row.guid), memberScope(db, row.guid, uid)]);
  return toGroup(row, count, scope);
}

export async function insertGroup(
  db: Db,
  group: { guid: string; name: string; type: GroupType; passwordHash: string | null; owner: string; at: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('chat_groups')
      .values({
        guid: group.guid,
        name: group.name,
        type: group.type,
        password_hash: group.passwordHash,
        owner_uid: group.owner,
        created_at: group.at,
      })
      .onConflict((oc) => oc.column('guid').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const conversationId = conversationIdOf('group', group.guid);
    await trx
      .insertInto('chat_conversations')
      .values({
        id: conversationId,
        type: 'group',
        last_message_id: null,
        created_at: new Date(group.at * 1000).toISOString(),
      })
      .execute();
    await trx
      .insertInto('chat_participants')
      .values({ conversation_id: conversationId, uid: group.owner, scope: 'administrator' })
      .execute();
    return true;
  });
}

/** Adds uid as a participant; false when already a member. What was said before the join does not count as unread. */
export async function addMember(db: Db, guid: string, uid: string): Promise<boolean> {
  const conversationId = conversationIdOf('group', guid);
  const last = await db
    .selectFrom('chat_conversations')
    .select('last_message_id')
    .where('id', '=', conversationId)
    .executeTakeFirst();
  const upTo = last?.last_message_id ?? 0;
  const result = await db
    .insertInto('chat_participants')
    .values({ conversation_id: conversationId, uid, scope: 'participant', read_up_to: upTo, delivered_up_to: upTo })
    .onConflict((oc) => oc.columns(['conversation_id', 'uid']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeMember(db: Db, guid: string, uid: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_participants')
    .where('conversation_id', '=', conversationIdOf('group', guid))
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** §7 "List groups": public and password groups, and private ones the user belongs to; by name. */
export async function listGroups(
  db: Db,
  {
    uid,
    limit,
    offset,
    search,
    joinedOnly,
  }: { uid: string; limit: number; offset: number; search?: string; joinedOnly?: boolean },
): Promise<ChatGroup[]> {
  let query = db
    .selectFrom('chat_groups')
    .leftJoin('chat_participants', (join) =>
      join
        .on('chat_participants.conversation_id', '=', sql<string>`'group_' || chat_groups.guid`)
        .on('chat_participants.uid', '=', uid),
    )
    .selectAll('chat_groups')
    .select('chat_participants.scope');
  query = joinedOnly
    ? query.where('chat_participants.scope', 'is not', null)
    : query.where((eb) =>
        eb.or([eb('chat_groups.type', '!=', 'private'), eb('chat_participants.scope', 'is not', null)]),
      );
  const keyword = search?.trim();
  if (keyword) query = query.where(sql<boolean>`lower(chat_groups.name) like ${likePattern(keyword)} escape '\\'`);
  const rows = await query
    .orderBy(sql`lower(chat_groups.name)`)
    .orderBy('chat_groups.guid')
    .limit(limit)
    .offset(offset)
    .execute();
  const counts = await groupMemberCounts(
    db,
    rows.map((row) => row.guid),
  );
  return rows.map((row) =>
    toGroup(row, counts.get(row.guid) ?? 0, (row.scope ?? undefined) as MemberScope | undefined),
  );
}

export async function groupMemberCounts(db: Db, guids: string[]): Promise<Map<string, number>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_participants')
    .select(['conversation_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where(
      'conversation_id',
      'in',
      guids.map((guid) => conversationIdOf('group', guid)),
    )
    .where('scope', 'is not', null)
    .groupBy('conversation_id')
    .execute();
  return new Map(rows.map((row) => [guidOfConversation(row.conversation_id) ?? '', Number(row.count)]));
}

export async function listMembers(
  db: Db,
  { guid, limit, offset }: { guid: string; limit: number; offset: number },
): Promise<{ uid: string; scope: MemberScope }[]> {
  const rows = await db
    .selectFrom('chat_participants')
    .select(['uid', 'scope'])
    .where('conversation_id', '=', conversationIdOf('group', guid))
    .where('scope', 'is not', null)
    .orderBy('uid')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ uid: row.uid, scope: row.scope as MemberScope }));
}

/** The scope a banned user had, or undefined when uid is not banned from the group. */
export async function bannedScope(db: Db, guid: string, uid: string): Promise<MemberScope | undefined> {
  const row = await db
    .selectFrom('chat_group_bans')
    .select('scope')
    .where('guid', '=', guid)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.scope as MemberScope | undefined;
}

/** Which of `uids` are banned from the group. */
export async function bannedAmong(db: Db, guid: string, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .selectFrom('chat_group_bans')
    .select('uid')
    .where('guid', '=', guid)
    .where('uid', 'in', uids)
    .execute();
  return new Set(rows.map((row) => row.uid));
}

/** Bans a member: they leave the group and are kept with their scope; false when they were no member. */
export async function banMember(
  db: Db,
  ban: { guid: string; uid: string; scope: MemberScope; by: string; at: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('chat_participants')
      .where('conversation_id', '=', conversationIdOf('group', ban.guid))
      .where('uid', '=', ban.uid)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await trx
      .insertInto('chat_group_bans')
      .values({ guid: ban.guid, uid: ban.uid, scope: ban.scope, banned_by: ban.by, banned_at: ban.at })
      .onConflict((oc) => oc.columns(['guid', 'uid']).doNothing())
      .execute();
    return true;
  });
}

export async function unbanMember(db: Db, guid: string, uid: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_group_bans')
    .where('guid', '=', guid)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** §9 "banned members 10" a page, by uid as the members list. */
export async function listBanned(
  db: Db,
  { guid, limit, offset }: { guid: string; limit: number; offset: number },
): Promise<{ uid: string; scope: MemberScope }[]> {
  const rows = await db
    .selectFrom('chat_group_bans')
    .select(['uid', 'scope'])
    .where('guid', '=', guid)
    .orderBy('uid')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ uid: row.uid, scope: row.scope as MemberScope }));
}

export async function setMemberScope(db: Db, guid: string, uid: string, scope: MemberScope): Promise<void> {
  await db
    .updateTable('chat_participants')
    .set({ scope })
    .where('conversation_id', '=', conversationIdOf('group', guid))
    .where('uid', '=', uid)
    .execute();
}

/** Every member's uid (a deleted group tells them all). */
export async function memberUids(db: Db, guid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_participants')
    .select('uid')
    .where('conversation_id', '=', conversationIdOf('group', guid))
    .where('scope', 'is not', null)
    .execute();
  return rows.map((row) => row.uid);
}

/** Deletes a group with its conversation, messages, change feed, members and bans, in one transaction. */
export async function deleteGroup(db: Db, guid: string): Promise<void> {
  const conversationId = conversationIdOf('group', guid);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('chat_message_changes').where('conversation_id', '=', conversationId).execute();
    await trx.deleteFrom('chat_messages').where('conversation_id', '=', conversationId).execute();
    await trx.deleteFrom('chat_participants').where('conversation_id', '=', conversationId).execute();
    await trx.deleteFrom('chat_conversations').where('id', '=', conversationId).execute();
    await trx.deleteFrom('chat_group_bans').where('guid', '=', guid).execute();
    await trx.deleteFrom('chat_groups').where('guid', '=', guid).execute();
  });
}
