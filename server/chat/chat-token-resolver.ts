// getCometChatToken (chat-widget.md §7): the token the chat widget logs in to our /chat service with.
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { resolveJwtSecret } from '../auth/tokens.js';
import { unauthenticated } from '../errors.js';
import { findCustomerById } from '../features/customers/customer-store.js';
import type { QueryResolvers } from '../schema/resolvers.generated.js';
import type { Db } from '../store/database.js';
import { createChatTokenService, type ChatTokenService } from './chat-token.js';

const services = new WeakMap<Db, Promise<ChatTokenService>>();

/** One chat token service per store: the secret is read (or generated) once, as the portal's tokens do. */
export function chatTokenServiceFor(db: Db, config: Config, clock: Clock): Promise<ChatTokenService> {
  let service = services.get(db);
  if (!service) {
    service = resolveJwtSecret(db, config.jwtSecret).then((secret) =>
      createChatTokenService({ secret, ttlSeconds: config.tokenTtlSeconds, clock }),
    );
    services.set(db, service);
  }
  return service;
}

export const getCometChatToken: QueryResolvers['getCometChatToken'] = async (
  _parent,
  _args,
  { db, config, clock, session },
) => {
  const id = Number(session?.customerId);
  const customer = session && Number.isSafeInteger(id) ? await findCustomerById(db, id) : undefined;
  if (!session || !customer) throw unauthenticated();
  const tokens = await chatTokenServiceFor(db, config, clock);
  return {
    token: await tokens.issue({
      uid: String(customer.id),
      ...(session.sessionId ? { sessionId: session.sessionId } : {}),
    }),
  };
};
