// Friends of a host site's users (docs/chat-service.md "Friends"), as CometChat's REST API has them: the host's server,
// with the server key, adds (POST), lists (GET) and removes (DELETE) friends at /chat/users/{uid}/friends, uids being
// the host's own. A friendship is mutual. The users list shows friends only when the widget asks (user_listing
// friends) or the user's token says so (userListing friends in POST /chat/tokens, enforced by the access policy).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../store/database.js';
import { toStoredTime } from '../store/time.js';
import { CHAT_ERROR_CODES } from './chat-codes.js';
import { findChatUsers, type ChatUserRow } from './chat-users.js';
import {
  badRequestMessage,
  checkServerKey,
  HOST_TOKEN_LIMITS,
  hostUidSchema,
  refuse,
  type HostChatTokenOptions,
} from './host-chat-tokens.js';

export const HOST_FRIENDS_PATH = '/chat/users/:uid/friends';

export const FRIENDS_BOUNDS = {
  /** UIDs one request may add or remove, as CometChat's `accepted`. */
  perRequest: 25,
  /** Friends one user may have, as CometChat's. */
  perUser: 1000,
  /** Friends one GET answers at most. */
  perPage: 100,
} as const;

const uids = z
  .array(hostUidSchema, { error: 'required, expected a list of your user ids' })
  .min(1, { error: 'expected at least one id' })
  .max(FRIENDS_BOUNDS.perRequest, { error: `expected at most ${FRIENDS_BOUNDS.perRequest} ids` });

const strictBody = <K extends string>(key: K) =>
  z.strictObject({ [key]: uids } as Record<K, typeof uids>, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown key: expected ${key}` : 'expected a JSON object'),
  });

const addSchema = strictBody('accepted');
const removeSchema = strictBody('friends');
const pathSchema = z.strictObject({ uid: hostUidSchema });
const pageSchema = z.strictObject({
  perPage: z.coerce.number().int().min(1).max(FRIENDS_BOUNDS.perPage).default(FRIENDS_BOUNDS.perPage),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The chat uids (customer ids) of the host's users, by the host's uid; unknown ones are left out. */
async function customerIdsOf(db: Db, hostUids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_host_users')
    .select(['host_uid', 'customer_id'])
    .where('host_uid', 'in', hostUids)
    .execute();
  return new Map(rows.map((row) => [row.host_uid, row.customer_id]));
}

async function friendCount(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_friends')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type Outcome = { success: boolean; message: string };

/** Makes each of `friends` a friend of `customerId` (both ways); answers per host uid, as CometChat does. */
export async function addFriends(
  db: Db,
  customerId: number,
  friends: Map<string, number | undefined>,
  now: Date,
): Promise<Record<string, Outcome>> {
  const outcomes: Record<string, Outcome> = {};
  for (const [hostUid, friendId] of friends) {
    if (friendId === undefined) {
      outcomes[hostUid] = {
        success: false,
        message: `${CHAT_ERROR_CODES.uidNotFound}: no chat token was asked for them yet`,
      };
      continue;
    }
    if (friendId === customerId) {
      outcomes[hostUid] = { success: false, message: 'A user cannot be their own friend' };
      continue;
    }
    outcomes[hostUid] = await db.transaction().execute(async (trx) => {
      const known = await trx
        .selectFrom('chat_friends')
        .select('friend_id')
        .where('customer_id', '=', customerId)
        .where('friend_id', '=', friendId)
        .executeTakeFirst();
      if (known) return { success: true, message: 'Already friends' };
      if (
        (await friendCount(trx, customerId)) >= FRIENDS_BOUNDS.perUser ||
        (await friendCount(trx, friendId)) >= FRIENDS_BOUNDS.perUser
      ) {
        return { success: false, message: `A user may have at most ${FRIENDS_BOUNDS.perUser} friends` };
      }
      const at = toStoredTime(now);
      await trx
        .insertInto('chat_friends')
        .values([
          { customer_id: customerId, friend_id: friendId, created_at: at },
          { customer_id: friendId, friend_id: customerId, created_at: at },
        ])
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { success: true, message: 'Friends now' };
    });
  }
  return outcomes;
}

export async function removeFriends(db: Db, customerId: number, friendIds: number[]): Promise<void> {
  if (friendIds.length === 0) return;
  await db
    .deleteFrom('chat_friends')
    .where((eb) =>
      eb.or([
        eb.and([eb('customer_id', '=', customerId), eb('friend_id', 'in', friendIds)]),
        eb.and([eb('friend_id', '=', customerId), eb('customer_id', 'in', friendIds)]),
      ]),
    )
    .execute();
}

/** One page of a user's friends as the chat shows them, with the host's uid (CometChat's list answers users). */
async function listFriends(
  db: Db,
  customerId: number,
  { perPage, page }: { perPage: number; page: number },
): Promise<(ChatUserRow & { hostUid: string })[]> {
  const rows = await db
    .selectFrom('chat_friends')
    .innerJoin('chat_host_users', 'chat_host_users.customer_id', 'chat_friends.friend_id')
    .select(['chat_friends.friend_id', 'chat_host_users.host_uid'])
    .where('chat_friends.customer_id', '=', customerId)
    .orderBy('chat_host_users.host_uid')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const users = await findChatUsers(
    db,
    rows.map((row) => String(row.friend_id)),
  );
  return rows.flatMap((row) => {
    const user = users.get(String(row.friend_id));
    return user ? [{ ...user, hostUid: row.host_uid }] : [];
  });
}

export function useHostChatFriends(app: FastifyInstance, options: HostChatTokenOptions): void {
  const { db, clock } = options;
  const limit = ['chat-friends', HOST_TOKEN_LIMITS.friendsPerIp, 'Too many friend requests, please wait a minute'] as [
    string,
    typeof HOST_TOKEN_LIMITS.friendsPerIp,
    string,
  ];

  /** The server key checked and the path's host user found: their chat uid (customer id); else null, refused. */
  async function pathUser(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    if (await checkServerKey(options, request, reply, limit)) return null;
    const parsed = pathSchema.safeParse(request.params);
    if (!parsed.success) {
      await refuse(reply, 400, CHAT_ERROR_CODES.invalidInput, badRequestMessage(parsed.error));
      return null;
    }
    const id = (await customerIdsOf(db, [parsed.data.uid])).get(parsed.data.uid);
    if (id === undefined) await refuse(reply, 404, CHAT_ERROR_CODES.uidNotFound, `There is no user ${parsed.data.uid}`);
    return id ?? null;
  }

  app.post(HOST_FRIENDS_PATH, { bodyLimit: 8192 }, async (request, reply) => {
    const userId = await pathUser(request, reply);
    if (userId === null) return reply;
    const body = addSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, CHAT_ERROR_CODES.invalidInput, badRequestMessage(body.error));
    const hostUids = [...new Set(body.data.accepted)];
    const known = await customerIdsOf(db, hostUids);
    const accepted = await addFriends(db, userId, new Map(hostUids.map((uid) => [uid, known.get(uid)])), clock());
    return reply.header('cache-control', 'no-store').send({ accepted });
  });

  app.delete(HOST_FRIENDS_PATH, { bodyLimit: 8192 }, async (request, reply) => {
    const userId = await pathUser(request, reply);
    if (userId === null) return reply;
    const body = removeSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, CHAT_ERROR_CODES.invalidInput, badRequestMessage(body.error));
    await removeFriends(db, userId, [...(await customerIdsOf(db, body.data.friends)).values()]);
    return reply.header('cache-control', 'no-store').send({ success: true });
  });

  app.get(HOST_FRIENDS_PATH, async (request, reply) => {
    const userId = await pathUser(request, reply);
    if (userId === null) return reply;
    const page = pageSchema.safeParse(request.query);
    if (!page.success) return refuse(reply, 400, CHAT_ERROR_CODES.invalidInput, badRequestMessage(page.error));
    const friends = await listFriends(db, userId, page.data);
    // The host's uid is the id the host knows; the chat's uid (a number) stays inside the chat.
    const data = friends.map(({ hostUid, uid: _chatUid, lastActiveAt: _seen, staff: _staff, ...friend }) => ({
      ...friend,
      uid: hostUid,
    }));
    return reply.header('cache-control', 'no-store').send({ data });
  });
}
