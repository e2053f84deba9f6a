// Chat users are the portal's customers: uid is the customer id, the name comes from firstname and lastname. A host
// site's users (host-chat-tokens.ts) carry the host's picture and metadata too; the portal's profile has neither.
import { sql } from 'kysely';
import { ADMIN_TICKET } from '../auth/customers.js';
import { chatGuestName, mailLanguageOf } from '../mail/mail-texts.js';
import { createReadCache, type ReadCache } from '../read-cache.js';
import type { Db } from '../store/database.js';
import { readPortalConfig } from '../store/portal-config.js';

/** Set by the server for the event's staff (admin tickets) only; no display name can produce it. */
export type StaffMark = { staff?: true };

export interface ChatUserRow extends StaffMark {
  uid: string;
  name: string;
  avatar?: string;
  metadata?: Record<string, unknown>;
  lastActiveAt?: number;
}

/** Names an anonymous visitor by their customer id. */
type GuestName = (id: string) => string;

const languageCaches = new WeakMap<Db, ReadCache>();

/**
 * How this event names anonymous visitors: "Gast 42" in the event's language (portal.language), read at most every
 * two seconds. Unique, the same for every reader, and telling nothing about the person.
 */
async function guestNaming(db: Db): Promise<GuestName> {
  let cache = languageCaches.get(db);
  if (!cache) languageCaches.set(db, (cache = createReadCache()));
  const language = await cache.get('chat.language', async () =>
    mailLanguageOf((await readPortalConfig(db))['language']),
  );
  return (id) => chatGuestName(language, id);
}

/** A customer without first and last name (an anonymous visitor) gets the guest name. */
function chatNameOf(
  customer: { id: number; firstname: string | null; lastname: string | null },
  guestName: GuestName,
): string {
  const name = [customer.firstname, customer.lastname]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? guestName(String(customer.id)) : name;
}

export function customerIdOf(uid: string): number | null {
  return /^\d{1,15}$/.test(uid) ? Number(uid) : null;
}

const uidOfCustomer = sql<string>`cast(customers.id as varchar(64))`;

function usersQuery(db: Db) {
  return (
    db
      .selectFrom('customers')
      .leftJoin('chat_presence', (join) => join.on('chat_presence.uid', '=', uidOfCustomer))
      // A host site's user (host-chat-tokens.ts) may have a picture.
      .leftJoin('chat_host_users', 'chat_host_users.customer_id', 'customers.id')
      .select([
        'chat_host_users.avatar',
        'chat_host_users.metadata',
        'customers.id',
        'customers.firstname',
        'customers.lastname',
        'customers.ticket',
        'chat_presence.last_active_at',
      ])
  );
}

type UserQueryRow = {
  id: number;
  firstname: string | null;
  lastname: string | null;
  ticket: string | null;
  last_active_at: number | null;
  avatar: string | null;
  metadata: string | null;
};

function toUserRow(row: UserQueryRow, guestName: GuestName): ChatUserRow {
  return {
    uid: String(row.id),
    name: chatNameOf(row, guestName),
    // The event's staff are marked from their ticket, so a visitor calling themselves "Support" looks like one.
    ...(row.ticket === ADMIN_TICKET ? { staff: true as const } : {}),
    ...(row.last_active_at === null ? {} : { lastActiveAt: row.last_active_at }),
    ...(row.avatar === null ? {} : { avatar: row.avatar }),
    // Written only by POST /chat/tokens from a validated JSON object.
    ...(row.metadata === null ? {} : { metadata: JSON.parse(row.metadata) as Record<string, unknown> }),
  };
}

export async function findChatUsers(db: Db, uids: Iterable<string>): Promise<Map<string, ChatUserRow>> {
  const ids = [...new Set([...uids].map(customerIdOf).filter((id): id is number => id !== null))];
  const users = new Map<string, ChatUserRow>();
  if (ids.length === 0) return users;
  const rows = await usersQuery(db).where('customers.id', 'in', ids).execute();
  const guestName = await guestNaming(db);
  for (const row of rows) users.set(String(row.id), toUserRow(row, guestName));
  return users;
}

export async function findChatUser(db: Db, uid: string): Promise<ChatUserRow | undefined> {
  return (await findChatUsers(db, [uid])).get(uid);
}

/** LIKE treats % and _ as wildcards; a search for them should find them literally. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The users list (§7 "List users"): named customers, and anonymous ones once they have used the chat, so the
 * list is not flooded by every visitor who ever opened the portal. Alphabetical, the asking user left out;
 * `friendsOnly`: only the asking user's friends (chat-friends.ts); `chattersOnly`: only those who used the chat (what
 * an anonymous visitor sees by default, chat-access.ts).
 */
export async function listChatUsers(
  db: Db,
  {
    exclude,
    limit,
    offset,
    search,
    friendsOnly = false,
    chattersOnly = false,
  }: {
    exclude: string;
    limit: number;
    offset: number;
    search?: string;
    friendsOnly?: boolean;
    chattersOnly?: boolean;
  },
): Promise<ChatUserRow[]> {
  const guestName = await guestNaming(db);
  // The name chatNameOf shows, so an anonymous visitor is found by "Gast 42" too.
  const [guestBefore = '', guestAfter = ''] = guestName('\u0000').split('\u0000');
  const firstAndLast = sql<string>`trim(trim(coalesce(customers.firstname, '')) || ' ' || trim(coalesce(customers.lastname, '')))`;
  const guestShown = sql<string>`${guestBefore} || ${uidOfCustomer} || ${guestAfter}`;
  const shownName = sql<string>`lower(coalesce(nullif(${firstAndLast}, ''), ${guestShown}))`;
  const me = customerIdOf(exclude) ?? -1;
  let query = usersQuery(db)
    .where((eb) =>
      eb.or([
        eb('customers.firstname', 'is not', null),
        eb('customers.lastname', 'is not', null),
        eb('chat_presence.uid', 'is not', null),
      ]),
    )
    .where('customers.id', '!=', me);
  if (chattersOnly) query = query.where('chat_presence.uid', 'is not', null);
  if (friendsOnly) {
    query = query.where('customers.id', 'in', (eb) =>
      eb.selectFrom('chat_friends').select('chat_friends.friend_id').where('chat_friends.customer_id', '=', me),
    );
  }
  const keyword = search?.trim();
  if (keyword) query = query.where(sql<boolean>`${shownName} like ${likePattern(keyword)} escape '\\'`);
  const rows = await query
    .orderBy(sql`lower(coalesce(customers.firstname, ''))`)
    .orderBy(sql`lower(coalesce(customers.lastname, ''))`)
    .orderBy('customers.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => toUserRow(row, guestName));
}

export async function touchLastActive(db: Db, uid: string, at: number): Promise<void> {
  await db
    .insertInto('chat_presence')
    .values({ uid, last_active_at: at })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ last_active_at: at }))
    .execute();
}
