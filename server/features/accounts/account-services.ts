// What the account resolvers share: live sessions and the mailer. Built once per app; attempt counters are the
// app's limiter (GraphQLContext.limiter).
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../store/database.js';
import type { SessionClaims } from '../../auth/tokens.js';
import { createDevMailbox, createSmtpMailer, type DevMailbox, type Mailer } from '../../mail/mailer.js';
import { createSessionRegistry, type SessionRegistry } from './sessions.js';

export interface AccountServices {
  sessions: SessionRegistry;
  mailer: Mailer;
  /** Set when SMTP_URL is not: the mails, for GET /dev/mailbox. */
  devMailbox: DevMailbox | undefined;
  /** Mails go out in the background; tests and shutdown wait for them here. */
  pendingMail: Set<Promise<void>>;
  log: FastifyBaseLogger;
  isSessionLive(claims: SessionClaims): boolean | Promise<boolean>;
  close(): void;
}

export function createAccountServices({
  config,
  db,
  bus,
  clock,
  log,
}: {
  config: Config;
  db: Db;
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
}): AccountServices {
  const sessions = createSessionRegistry({ db, bus, clock });
  const devMailbox = config.smtpUrl ? undefined : createDevMailbox({ now: clock });
  const mailer: Mailer = devMailbox ?? createSmtpMailer({ url: config.smtpUrl ?? '', from: config.mailFrom });
  return {
    sessions,
    mailer,
    devMailbox,
    pendingMail: new Set(),
    log,
    isSessionLive(claims) {
      if (claims.sessionId === undefined)
        return claims.alias === 'anonymous' || claims.anonymousCustomerId !== undefined;
      return sessions.isLive(claims.sessionId, Number(claims.customerId));
    },
    close: () => sessions.close(),
  };
}
