// POST /chat/tokens (docs/chat-service.md "Chat with your own users"): a host site's server asks, with the server
// key (CHAT_SERVER_KEY), for a chat token for one of its own users. The first call creates the chat user (a customer
// found again by the host's id), later ones update name, picture and metadata. The token is of kind `host`: no portal session
// backs it, the access policy admits it to the chat on any event (admitsToChat), and it counts until it expires.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { carriesBearerKey } from '../auth/bearer-key.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { httpAddress, localPath } from '../event-file/sections/common.js';
import { insertCustomer } from '../auth/customers.js';
import { takeAll, type Limit, type RateLimiter } from '../limits/rate-limiter.js';
import type { Db } from '../store/database.js';
import { toStoredTime } from '../store/time.js';
import { formatPath, jsonProblem, jsonProblemText } from '../validation.js';
import { CHAT_ERROR_CODES } from './chat-codes.js';
import { chatTokenServiceFor } from './chat-token-resolver.js';

export const HOST_TOKENS_PATH = '/chat/tokens';

/** The customers' `source` of a host site's chat users. */
export const HOST_USER_SOURCE = 'host';

/** A host token's lifetime: one hour unless the host asks for another within these bounds. */
export const HOST_TOKEN_TTL = { defaultSeconds: 3600, minSeconds: 60, maxSeconds: 86_400 } as const;

const MINUTE = 60_000;

export const HOST_TOKEN_LIMITS = {
  /** Requests with a missing or wrong server key from one address; counted before the key is compared. */
  keyFailuresPerIp: { max: 10, windowMs: 15 * MINUTE },
  /** Tokens one address may get a minute: a host's server logging in its visitors at the start of an event. */
  tokensPerIp: { max: 1200, windowMs: MINUTE },
  /** Friend changes and lists one address may ask for a minute (host-chat-friends.ts). */
  friendsPerIp: { max: 1200, windowMs: MINUTE },
} satisfies Record<string, Limit>;

/** Characters of each field; metadata counts the characters of its JSON. */
export const HOST_USER_BOUNDS = { uid: 128, name: 100, avatar: 2048, metadata: 4096, metadataKey: 100 } as const;

/** A host's id of its user, in the token request and the friends routes' paths and bodies. */
export const hostUidSchema = z
  .string({ error: 'required, expected a text: your id of the user' })
  .min(1, { error: 'must not be empty', abort: true })
  .max(HOST_USER_BOUNDS.uid, { error: `expected at most ${HOST_USER_BOUNDS.uid} characters` })
  .regex(/^[^\s\p{Cc}]+$/u, { error: 'expected no spaces or control characters' });

/** The host's own data about its user (CometChat's user metadata): a JSON object of bounded size. */
const metadata = z
  .record(z.string(), z.json(), { error: 'expected a JSON object' })
  .refine((value) => Object.keys(value).every((key) => key !== '' && key.length <= HOST_USER_BOUNDS.metadataKey), {
    error: `expected keys of 1 to ${HOST_USER_BOUNDS.metadataKey} characters`,
    abort: true,
  })
  .refine((value) => !Object.hasOwn(value, '__proto__'), { error: 'expected no __proto__ key', abort: true })
  .refine((value) => JSON.stringify(value).length <= HOST_USER_BOUNDS.metadata, {
    error: `expected at most ${HOST_USER_BOUNDS.metadata} characters of JSON`,
  });

const avatar = z
  .string({ error: 'expected a text' })
  .max(HOST_USER_BOUNDS.avatar, { error: `expected at most ${HOST_USER_BOUNDS.avatar} characters` })
  .refine(
    (value) => localPath.safeParse(value).success || (/^https:/i.test(value) && httpAddress.safeParse(value).success),
    { error: 'expected an https:// address or a path on this server starting with a single /' },
  );

export const hostTokenRequestSchema = z.strictObject(
  {
    uid: hostUidSchema,
    name: z
      .string({ error: 'required, expected a text: the name the chat shows' })
      .trim()
      .min(1, { error: 'must not be empty', abort: true })
      .max(HOST_USER_BOUNDS.name, { error: `expected at most ${HOST_USER_BOUNDS.name} characters` })
      .regex(/^[^\p{Cc}]+$/u, { error: 'expected no control characters' }),
    avatar: avatar.optional(),
    metadata: metadata.optional(),
    /** `friends`: the user's users list shows their friends only, whatever the widget asks (chat-friends.ts). */
    userListing: z.enum(['all', 'friends'], { error: 'expected all or friends' }).optional(),
    ttlSeconds: z
      .number({ error: 'expected a number of seconds' })
      .int({ error: 'expected a whole number of seconds' })
      .min(HOST_TOKEN_TTL.minSeconds, { error: `expected at least ${HOST_TOKEN_TTL.minSeconds} seconds` })
      .max(HOST_TOKEN_TTL.maxSeconds, { error: `expected at most ${HOST_TOKEN_TTL.maxSeconds} seconds` })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'unknown key: expected uid, name, avatar, metadata, userListing, ttlSeconds'
        : 'expected a JSON object',
  },
);

export type HostTokenRequest = z.output<typeof hostTokenRequestSchema>;

/** The avatar as every page shows it: a path on this server becomes an address on PUBLIC_URL's origin. */
export function avatarAddress(avatarValue: string, publicUrl: string): string {
  return avatarValue.startsWith('/') ? new URL(avatarValue, publicUrl.replace(/#$/, '')).href : avatarValue;
}

/**
 * Creates the host's user on first use, or updates name, picture and metadata (an omitted one is removed, as the
 * host's latest word); answers the chat uid (the customer id).
 */
export async function upsertHostUser(
  db: Db,
  user: { uid: string; name: string; avatar: string | null; metadata: string | null },
  now: Date,
): Promise<string> {
  const write = () =>
    db.transaction().execute(async (trx) => {
      const at = toStoredTime(now);
      const known = await trx
        .selectFrom('chat_host_users')
        .select('customer_id')
        .where('host_uid', '=', user.uid)
        .executeTakeFirst();
      if (known) {
        await trx
          .updateTable('customers')
          .set({ firstname: user.name, lastname: null })
          .where('id', '=', known.customer_id)
          .execute();
        await trx
          .updateTable('chat_host_users')
          .set({ avatar: user.avatar, metadata: user.metadata, updated_at: at })
          .where('host_uid', '=', user.uid)
          .execute();
        return String(known.customer_id);
      }
      const customer = await insertCustomer(trx, {
        firstname: user.name,
        custom_attributes: '{}',
        source: HOST_USER_SOURCE,
        created_at: at,
      });
      await trx
        .insertInto('chat_host_users')
        .values({
          host_uid: user.uid,
          customer_id: customer.id,
          avatar: user.avatar,
          metadata: user.metadata,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return String(customer.id);
    });
  try {
    return await write();
  } catch {
    // A first call for the same user at the same moment created them in between: this one updates them.
    return write();
  }
}

export interface HostChatTokenOptions {
  config: Config;
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
}

export function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });
}

/** A request's validation issues as one message: "Bad request: uid: must not be empty; …". */
export function badRequestMessage(error: z.ZodError): string {
  const message = error.issues
    .map((issue) => (issue.path.length === 0 ? issue.message : `${formatPath(issue.path)}: ${issue.message}`))
    .join('; ');
  return `Bad request: ${message}`;
}

/**
 * The door of the host's server-key routes (tokens, friends): off without CHAT_SERVER_KEY, the key compared after
 * the wrong-key limit, then the route's own per-address limit. Answers the refusal sent, or null to go on.
 */
export async function checkServerKey(
  { config, limiter }: Pick<HostChatTokenOptions, 'config' | 'limiter'>,
  request: FastifyRequest,
  reply: FastifyReply,
  [limitKey, limit, limitMessage]: [string, Limit, string],
): Promise<FastifyReply | null> {
  const serverKey = config.chatServerKey;
  if (!serverKey) {
    return refuse(reply, 404, 'NOT_FOUND', 'Host chat routes are off: the server has no CHAT_SERVER_KEY');
  }
  const failures = `chat-tokens:key-failures:ip:${request.ip}`;
  if (!(await limiter.take(failures, HOST_TOKEN_LIMITS.keyFailuresPerIp))) {
    request.log.warn({ ip: request.ip }, 'Chat server key refused: too many wrong keys from this address');
    return refuse(reply, 429, CHAT_ERROR_CODES.rateLimited, 'Too many wrong server keys, please wait');
  }
  if (!carriesBearerKey(request.headers.authorization, serverKey)) {
    request.log.warn({ ip: request.ip }, 'Missing or wrong chat server key');
    return refuse(reply, 401, 'UNAUTHENTICATED', 'Send the server key as "Authorization: Bearer <CHAT_SERVER_KEY>"');
  }
  await limiter.refund(failures);
  if (!(await takeAll(limiter, [[`${limitKey}:ip:${request.ip}`, limit]]))) {
    return refuse(reply, 429, CHAT_ERROR_CODES.rateLimited, limitMessage);
  }
  const problem = jsonProblem(request.body);
  if (problem) return refuse(reply, 400, CHAT_ERROR_CODES.invalidInput, jsonProblemText(problem));
  return null;
}

export function useHostChatTokens(app: FastifyInstance, options: HostChatTokenOptions): void {
  const { config, db, clock } = options;
  // Metadata (4096 characters of JSON) and an avatar address (2048) fit with room to spare.
  app.post(HOST_TOKENS_PATH, { bodyLimit: 16_384 }, async (request, reply) => {
    const refused = await checkServerKey(options, request, reply, [
      'chat-tokens',
      HOST_TOKEN_LIMITS.tokensPerIp,
      'Too many chat tokens asked for, please wait a minute',
    ]);
    if (refused) return refused;
    const parsed = hostTokenRequestSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, CHAT_ERROR_CODES.invalidInput, badRequestMessage(parsed.error));
    const body = parsed.data;
    const now = clock();
    const uid = await upsertHostUser(
      db,
      {
        uid: body.uid,
        name: body.name,
        avatar: body.avatar ? avatarAddress(body.avatar, config.publicUrl) : null,
        metadata: body.metadata ? JSON.stringify(body.metadata) : null,
      },
      now,
    );
    const ttlSeconds = body.ttlSeconds ?? HOST_TOKEN_TTL.defaultSeconds;
    const tokens = await chatTokenServiceFor(db, config, clock);
    const token = await tokens.issue({
      uid,
      kind: 'host',
      ttlSeconds,
      ...(body.userListing === 'friends' ? { friendsOnly: true } : {}),
    });
    const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000).toISOString();
    return reply.header('cache-control', 'no-store').send({ token, expiresAt });
  });
}
