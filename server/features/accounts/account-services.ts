// What the account resolvers share: live sessions and the mailer. Built once per app; attempt counters are the
// app's limiter (GraphQLContext.limiter).
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../store/database.js';
import type { SessionClaims } from '../../auth/tokens.js';
import {
  createDevMailbox,
  createDroppingMailer,
  createSmtpMailer,
  type DevMailbox,
  type Mailer,
} from '../../mail/mailer.js';
import { createSessionRegistry, type SessionRegistry } from './sessions.js';

export interface AccountServices {
  sessions: SessionRegistry;
  mailer: Mailer;
  /** Set with DEV_MAILBOX=on (and no SMTP_URL): the mails, for GET /dev/mailbox. */
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
  const sessions = createSessionRegistry({ db, bus, clock, idleSeconds: config.sessionIdleSeconds });
  const devMailbox = config.devMailbox ? createDevMailbox({ now: clock }) : undefined;
  const mailer: Mailer =
    devMailbox ??
    (config.smtpUrl
      ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
      : createDroppingMailer({ warn: (message) => log.warn(message) }));
  return {
    sessions,
    mailer,
    devMailbox,
    pendingMail: new Set(),
    log,
    // Every token, anonymous ones too, counts only while its session does: no claim stands in for a session.
    isSessionLive(claims) {
      if (claims.sessionId === undefined) return false;
      return sessions.isLive(claims.sessionId, Number(claims.customerId));
    },
    close: () => sessions.close(),
  };
}
