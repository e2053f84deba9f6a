// getCometChatToken (chat-widget.md §7): the token the chat widget logs in to our /chat service with.
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { authorize, sessionKindOf } from '../auth/access-policy.js';
import { resolveJwtSecret } from '../auth/tokens.js';
import { unauthenticated } from '../errors.js';
import { findCustomerById } from '../auth/customers.js';
import type { QueryResolvers } from '../schema/resolvers.generated.js';
import type { Db } from '../store/database.js';
import { createChatTokenService, type ChatTokenService } from './chat-token.js';

const services = new WeakMap<Db, Promise<ChatTokenService>>();

/** One chat token service per store: the secret is read (or generated) once, as the portal's tokens do. */
export function chatTokenServiceFor(db: Db, config: Config, clock: Clock): Promise<ChatTokenService> {
  let service = services.get(db);
  if (!service) {
    service = resolveJwtSecret(db, config).then((secret) =>
      createChatTokenService({ secret, ttlSeconds: config.tokenTtlSeconds, clock }),
    );
    services.set(db, service);
  }
  return service;
}

/** For sessions the event admits (access-policy.ts); the token carries the session's kind for the handshake. */
export const getCometChatToken: QueryResolvers['getCometChatToken'] = async (_parent, _args, ctx) => {
  const { db, config, clock, session } = ctx;
  if (!session) throw unauthenticated();
  await authorize(ctx, 'chat');
  const id = Number(session?.customerId);
  const customer = session && Number.isSafeInteger(id) ? await findCustomerById(db, id) : undefined;
  if (!customer) throw unauthenticated();
  const tokens = await chatTokenServiceFor(db, config, clock);
  return {
    token: await tokens.issue({
      uid: String(customer.id),
      ...(session.sessionId ? { sessionId: session.sessionId } : {}),
      kind: sessionKindOf(session),
    }),
  };
};
