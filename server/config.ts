// Server settings, read from the environment and validated once at start (Outline's server/env.ts habit).
import { z } from 'zod';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  eventFile: string;
  /** undefined: a secret is generated on first start and kept in the store. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** A session unused for this long ends, whatever its token's expiry. */
  sessionIdleSeconds: number;
  /** Origins that may call the API with credentials; '*': any origin, without credentials; empty: CORS off. */
  corsOrigins: '*' | string[];
  /** Origins besides the server's own that may show the portal and demo pages in a frame (CSP frame-ancestors). */
  frameAncestors: string[];
  /** Development only: GraphQL introspection and "did you mean" hints. */
  graphqlIntrospection: boolean;
  /** Development only: GET /dev/mailbox (loopback clients only) shows the mails instead of sending them. */
  devMailbox: boolean;
  /** A connection with nothing received or sent for this long is closed. */
  idleTimeoutSeconds: number;
  /** A request whose headers and body have not all arrived after this long gets 408 and is closed. */
  requestTimeoutSeconds: number;
  bodyLimitBytes: number;
  logLevel: LogLevel;
  staticRoot: string;
  /** smtp:// or smtps:// URL for outgoing mail; undefined: the dev mailbox if devMailbox, else mail is not sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the portal is reached; links in mails start with it. No trailing slash. */
  publicUrl: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe, so per-IP attempt limits see visitors. */
  trustProxy: boolean | string;
  /** undefined: operator-only operations are refused (docs/operators.md). */
  operatorToken: string | undefined;
  /** A stream visitor counts while their last ping is this recent: 2 × the 60 s ping + 10 s grace by default. */
  streamPresenceWindowSeconds: number;
  /** Tests only: POST /test/clock moves the server's clock. Never on in production. */
  testClock: boolean;
  /** redis:// URL: bus and attempt counters shared by several processes (docs/scaling.md); undefined: in-process. */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel, so deployments sharing one Redis stay apart. */
  redisPrefix: string;
  /** Per-IP limits on votes, words, emoji clicks and form submissions are this many visitors' per-visitor limits. */
  liveLimitVisitorsPerIp: number;
  /** Anonymous logins one address may make an hour; each creates a customer who may vote. */
  anonymousLoginsPerIp: number;
  /** The support-chat provider's secret: tawkToHash is the HMAC-SHA256 of the e-mail with it; undefined: no hash. */
  supportChatSecret: string | undefined;
  /** The Meeting SDK app's key and secret: zoom streams get a signature signed with them; undefined: the event file's. */
  zoomSdk: { key: string; secret: string } | undefined;
  /** The key a host site's server asks POST /chat/tokens with (docs/chat-service.md); undefined: that endpoint is off. */
  chatServerKey: string | undefined;
  /** The /chat service's bounds (docs/chat-service.md). */
  chat: ChatLimits;
  /** The chat's message services: translation, smart replies, link previews (docs/chat-service.md). */
  chatServices: ChatServiceSettings;
  /** Audio and video calls: ICE servers and the ring timeout (docs/chat-service.md "Calls"). */
  calls: CallSettings;
  /** The console's live-results WebSocket (docs/operators.md "Limits"). */
  console: ConsoleLimits;
  /** Shedding new work while the event loop lags (docs/security.md "Hostile input"). */
  loadShedding: { maxEventLoopDelayMs: number; retryAfterSeconds: number };
  /** Benches and tests only: GET /test/event-loop answers the event-loop delay's percentiles. */
  eventLoopStats: boolean;
}

/** Each provider undefined: that service is off and the widget hides its controls. */
export interface ChatServiceSettings {
  translation:
    { provider: 'libretranslate' | 'deepl'; url: string | undefined; apiKey: string | undefined } | undefined;
  smartReplies: { url: string; model: string; apiKey: string | undefined } | undefined;
  linkPreviews: { allowPrivateAddresses: boolean } | undefined;
}

export interface CallSettings {
  /** stun: addresses handed to every call as they are. */
  stunUrls: string[];
  /** turn:/turns: addresses of a coturn run with use-auth-secret; empty: no TURN relay. */
  turnUrls: string[];
  /** coturn's static-auth-secret: each call gets credentials made with it (the TURN REST API scheme). */
  turnSecret: string | undefined;
  /** How long such credentials count. */
  turnTtlSeconds: number;
  /** A call nobody accepts or declines ends as unanswered after this long. */
  unansweredSeconds: number;
  /** A peer-to-peer (mesh) meeting refuses the joiner after this many participants (docs/decisions/0025). */
  meshMaxParticipants: number;
  /** Group calls through Janus's VideoRoom (docs/chat-service.md "Group calls (SFU)"); undefined: meetings use mesh. */
  sfu: SfuSettings | undefined;
}

export interface SfuSettings {
  /** ws:// or wss:// address of Janus's WebSocket transport. */
  janusUrl: string;
  /** Janus's api_secret (janus.jcfg), sent with every request. */
  apiSecret: string | undefined;
  /** The VideoRoom plugin's admin_key, needed to create rooms when set. */
  adminKey: string | undefined;
}

export interface ChatLimits {
  maxTextLength: number;
  /** Upload size limits per media type (chat-widget.md §7 image, video, audio, file). */
  maxImageBytes: number;
  maxVideoBytes: number;
  maxAudioBytes: number;
  maxFileBytes: number;
  /** The largest WebSocket frame a client may send. */
  maxFrameBytes: number;
  /** Requests a socket may send per second (a burst of twice as many is let through). */
  requestsPerSecond: number;
  /** Sockets one chat user may have logged in at once, per server process. */
  maxSocketsPerUser: number;
  /** Sockets one address may have open at once, per server process. */
  maxSocketsPerIp: number;
  /** Messages one user, and one address, may send a minute, counted for every process (with REDIS_URL). */
  sendsPerMinutePerUser: number;
  sendsPerMinutePerIp: number;
}

export interface ConsoleLimits {
  /** graphql-ws sockets one address may have open at once, counted for every process (with REDIS_URL). */
  maxSocketsPerIp: number;
  /** Subscriptions one socket may hold at once. */
  maxSubscriptionsPerSocket: number;
  /** How often each process checks that the sessions behind its open sockets still stand (a re-import, expiry). */
  sessionCheckSeconds: number;
}

export interface ConfigIssue {
  setting: string;
  problem: string;
}

/** A bad setting: the message names the setting, what is wrong and how to fix it. */
export class ConfigError extends Error {
  readonly issues: ConfigIssue[];
  constructor(issues: ConfigIssue[]) {
    super(issues.map((issue) => `Invalid setting ${issue.setting}: ${issue.problem}`).join('\n'));
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

interface Setting<T> {
  schema: z.ZodType<T>;
  /** What a valid value looks like, shown after "expected". */
  expected: string;
  fix?: string;
  /** A secret: an error names the setting but never shows its value. */
  secret?: boolean;
}

/** A URL with its password (user info or a password parameter) replaced by ***, fit for an error or a log line. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/\/[^/:@\s]*:)\S*@/, '$1***@')
    .replace(/([?&](?:password|pass|pwd|sslpassword|sslkey)=)[^&#\s]*/gi, '$1***');
}

/** How a bad value is quoted in an error: secrets not at all, URLs without their password. */
function shown(setting: Setting<unknown>, raw: string): string {
  if (setting.secret) return `a value of ${raw.length} characters (not shown: it is a secret)`;
  return JSON.stringify(redactUrl(raw));
}

const integer = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

/** A comma-separated list of ICE server addresses, each matching `pattern`. */
const iceUrlList = (pattern: RegExp) =>
  z
    .string()
    .transform((raw) => raw.split(',').map((one) => one.trim()))
    .pipe(z.array(z.string().regex(pattern)).min(1).max(10));

const origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/$/, ''));

const originList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim().replace(/\/$/, '')))
  .pipe(z.array(origin).min(1));

/** A key a server sends as a bearer token: at least 32 characters, no spaces, not three dot-separated parts (a JWT). */
const keyNotLikeAToken = () =>
  z
    .string()
    .min(32)
    .regex(/^\S+$/)
    .refine((value) => !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(value));

const settings = {
  PORT: { schema: integer(1, 65535), expected: 'an integer 1-65535' },
  HOST: { schema: z.string().min(1), expected: 'a host name or address, e.g. localhost or 0.0.0.0' },
  DATABASE_URL: {
    schema: z.string().regex(/^postgres(ql)?:\/\/\S+$/),
    expected: 'a postgres:// URL like postgres://user:password@db.example.org:5432/foyer',
    fix: 'unset it to use the embedded SQLite store',
  },
  DATA_DIR: { schema: z.string().min(1), expected: 'a folder path' },
  EVENT_FILE: { schema: z.string().min(1), expected: 'the path of a YAML event file' },
  JWT_SECRET: {
    schema: z.string().min(32),
    expected: 'at least 32 characters',
    fix: 'unset it to let the server generate one in DATA_DIR/jwt-secret (one process on SQLite only)',
    secret: true,
  },
  TOKEN_TTL_SECONDS: { schema: integer(60, 31_536_000), expected: 'an integer number of seconds 60-31536000' },
  SESSION_IDLE_SECONDS: {
    schema: integer(120, 31_536_000),
    expected: 'an integer number of seconds 120-31536000 (default 28800: 8 hours)',
  },
  CORS_ORIGINS: {
    schema: z.union([z.literal('*'), originList]),
    expected:
      "comma-separated origins like https://example.org,http://localhost:3000 (with credentials), or '*' (any origin, without credentials)",
  },
  FRAME_ANCESTORS: {
    schema: originList,
    expected: 'comma-separated origins like https://intranet.example.org that may frame the portal',
    fix: 'unset it to allow frames on the same origin only',
  },
  GRAPHQL_INTROSPECTION: { schema: z.enum(['on', 'off']), expected: 'on or off (development only)' },
  DEV_MAILBOX: { schema: z.enum(['on', 'off']), expected: 'on or off (development only, without SMTP_URL)' },
  IDLE_TIMEOUT_SECONDS: { schema: integer(1, 3600), expected: 'an integer number of seconds 1-3600' },
  REQUEST_TIMEOUT_SECONDS: { schema: integer(1, 3600), expected: 'an integer number of seconds 1-3600' },
  BODY_LIMIT_BYTES: { schema: integer(1024, 104_857_600), expected: 'an integer number of bytes 1024-104857600' },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    expected: 'one of fatal, error, warn, info, debug, trace, silent',
  },
  STATIC_ROOT: { schema: z.string().min(1), expected: 'the folder that holds dist/ and demo/' },
  SMTP_URL: {
    schema: z.string().regex(/^smtps?:\/\/\S+$/),
    expected: 'an smtp:// or smtps:// URL like smtps://user:password@mail.example.org:465',
    fix: 'unset it and set DEV_MAILBOX=on to keep mail in the dev mailbox at /dev/mailbox (development only)',
  },
  MAIL_FROM: { schema: z.string().min(3), expected: 'a sender like "Foyer <events@example.org>"' },
  TRUST_PROXY: {
    schema: z.union([
      z.enum(['true', 'false']).transform((value) => value === 'true'),
      z.string().regex(/^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/),
    ]),
    expected: 'true, false, or comma-separated proxy addresses like 10.0.0.0/8,127.0.0.1',
  },
  PUBLIC_URL: {
    schema: z
      .string()
      .regex(/^https?:\/\/[^\s#]+#?$/)
      .refine((value) => URL.canParse(value))
      .transform((value) => value.replace(/\/$/, '')),
    expected: "the portal's address like https://event.example.org (end it with # for hash routing)",
  },
  OPERATOR_TOKEN: {
    // Not shaped like a session token: those never count as operator attempts.
    schema: keyNotLikeAToken(),
    expected: 'at least 32 characters without spaces, not shaped like a JWT',
    fix: 'unset it to turn the operator controls off',
    secret: true,
  },
  STREAM_PRESENCE_WINDOW_SECONDS: {
    schema: integer(1, 3600),
    expected: 'an integer number of seconds 1-3600 (default 130: two 60 s pings and 10 s grace)',
  },
  TEST_CLOCK: { schema: z.enum(['on', 'off']), expected: 'on or off (tests only)' },
  REDIS_URL: {
    schema: z.string().regex(/^rediss?:\/\/\S+$/),
    expected: 'a redis:// or rediss:// URL like redis://127.0.0.1:6379',
    fix: 'unset it to run one process with the in-process bus',
  },
  REDIS_PREFIX: { schema: z.string().regex(/^[\w:.-]{1,64}$/), expected: 'up to 64 letters, digits, _ : . or -' },
  LIVE_LIMIT_VISITORS_PER_IP: {
    schema: integer(1, 1_000_000),
    expected: 'an integer 1-1000000 (how many visitors may share one address)',
  },
  ANONYMOUS_LOGINS_PER_IP: {
    schema: integer(1, 1_000_000),
    expected: 'an integer 1-1000000 (anonymous logins one address may make an hour)',
  },
  SUPPORT_CHAT_SECRET: {
    schema: z.string().min(16).regex(/^\S+$/),
    expected: "the support-chat provider's secret key, at least 16 characters without spaces",
    fix: 'unset it to send no tawkToHash',
    secret: true,
  },
  ZOOM_SDK_KEY: {
    schema: z.string().regex(/^[\w-]{8,256}$/),
    expected: "the Zoom Meeting SDK app's client id (SDK key): 8-256 letters, digits, _ or -",
    fix: 'unset it together with ZOOM_SDK_SECRET to keep the zoom stand-in and the event file signature',
  },
  ZOOM_SDK_SECRET: {
    schema: z.string().min(16).max(256).regex(/^\S+$/),
    expected: "the Zoom Meeting SDK app's client secret (SDK secret): 16-256 characters without spaces",
    fix: 'unset it together with ZOOM_SDK_KEY to keep the zoom stand-in and the event file signature',
    secret: true,
  },
  CHAT_SERVER_KEY: {
    // Not shaped like a session or chat token, so one is never mistaken for the other.
    schema: keyNotLikeAToken().max(512),
    expected: 'at least 32 (at most 512) characters without spaces, not shaped like a JWT',
    fix: 'unset it to turn POST /chat/tokens off',
    secret: true,
  },
  CHAT_MAX_TEXT_LENGTH: { schema: integer(1, 100_000), expected: 'an integer number of characters 1-100000' },
  CHAT_MAX_IMAGE_BYTES: {
    schema: integer(1024, 1_073_741_824),
    expected: 'an integer number of bytes 1024-1073741824',
  },
  CHAT_MAX_VIDEO_BYTES: {
    schema: integer(1024, 1_073_741_824),
    expected: 'an integer number of bytes 1024-1073741824',
  },
  CHAT_MAX_AUDIO_BYTES: {
    schema: integer(1024, 1_073_741_824),
    expected: 'an integer number of bytes 1024-1073741824',
  },
  CHAT_MAX_FILE_BYTES: { schema: integer(1024, 1_073_741_824), expected: 'an integer number of bytes 1024-1073741824' },
  CHAT_MAX_FRAME_BYTES: { schema: integer(1024, 16_777_216), expected: 'an integer number of bytes 1024-16777216' },
  CHAT_REQUESTS_PER_SECOND: { schema: integer(1, 10_000), expected: 'an integer 1-10000' },
  CHAT_MAX_SOCKETS_PER_USER: { schema: integer(1, 10_000), expected: 'an integer 1-10000' },
  CHAT_MAX_SOCKETS_PER_IP: { schema: integer(1, 1_000_000), expected: 'an integer 1-1000000' },
  CHAT_SENDS_PER_MINUTE_PER_USER: { schema: integer(1, 100_000), expected: 'an integer 1-100000' },
  CHAT_SENDS_PER_MINUTE_PER_IP: { schema: integer(1, 10_000_000), expected: 'an integer 1-10000000' },
  // The console's live-results sockets (docs/operators.md "Limits").
  CONSOLE_MAX_SOCKETS_PER_IP: { schema: integer(1, 100_000), expected: 'an integer 1-100000' },
  CONSOLE_MAX_SUBSCRIPTIONS_PER_SOCKET: { schema: integer(1, 1000), expected: 'an integer 1-1000' },
  CONSOLE_SESSION_CHECK_SECONDS: { schema: integer(1, 3600), expected: 'an integer 1-3600' },
  // The event loop guarded as a resource (docs/security.md "Hostile input").
  SHED_EVENT_LOOP_DELAY_MS: {
    schema: integer(0, 60_000),
    expected: 'an integer number of milliseconds 0-60000 (0: never shed)',
  },
  SHED_RETRY_AFTER_SECONDS: { schema: integer(1, 3600), expected: 'an integer number of seconds 1-3600' },
  EVENT_LOOP_STATS: { schema: z.enum(['on', 'off']), expected: 'on or off (benches and tests only)' },
  // The chat's message services (docs/chat-service.md "Message services").
  CHAT_TRANSLATION_PROVIDER: {
    schema: z.enum(['libretranslate', 'deepl']),
    expected: 'libretranslate or deepl',
    fix: 'unset it to turn message translation off',
  },
  CHAT_TRANSLATION_URL: {
    schema: serviceUrl(),
    expected: "the translation service's address like http://localhost:5000 (LibreTranslate) or https://api.deepl.com",
  },
  CHAT_TRANSLATION_API_KEY: {
    schema: z.string().min(1).max(512).regex(/^\S+$/),
    expected: "the translation service's API key (DeepL's ends in :fx on the free plan)",
    secret: true,
  },
  CHAT_SMART_REPLY_URL: {
    schema: serviceUrl(),
    expected:
      'the address of a server speaking the OpenAI-compatible chat API, like http://localhost:11434 (Ollama) or http://localhost:8080 (llama.cpp)',
    fix: 'unset it to turn smart replies off',
  },
  CHAT_SMART_REPLY_MODEL: { schema: z.string().min(1).max(200), expected: 'the model name to ask, like llama3.2' },
  CHAT_SMART_REPLY_API_KEY: {
    schema: z.string().min(1).max(512).regex(/^\S+$/),
    expected: 'the bearer key of the smart-reply server',
    secret: true,
  },
  CHAT_LINK_PREVIEWS: { schema: z.enum(['on', 'off']), expected: 'on or off' },
  CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES: {
    schema: z.enum(['allow', 'deny']),
    expected: 'deny, or allow (tests only: lets the server fetch pages on private and loopback addresses)',
  },
  CALL_STUN_URLS: {
    schema: iceUrlList(/^stuns?:[^\s,]+$/),
    expected: 'comma-separated stun: addresses like stun:turn.example.org:3478',
  },
  CALL_TURN_URLS: {
    schema: iceUrlList(/^turns?:[^\s,]+$/),
    expected: 'comma-separated turn: or turns: addresses like turn:turn.example.org:3478?transport=udp',
    fix: 'unset it to offer calls without a TURN relay',
  },
  CALL_TURN_SECRET: {
    schema: z.string().min(16).max(512).regex(/^\S+$/),
    expected: "coturn's static-auth-secret: 16-512 characters without spaces",
    secret: true,
  },
  CALL_TURN_TTL_SECONDS: { schema: integer(60, 86_400), expected: 'an integer number of seconds 60-86400' },
  CALL_UNANSWERED_SECONDS: { schema: integer(1, 600), expected: 'an integer number of seconds 1-600' },
  CALL_MESH_MAX_PARTICIPANTS: { schema: integer(2, 16), expected: 'an integer number of participants 2-16' },
  CALL_SFU_JANUS_URL: {
    schema: z
      .string()
      .regex(/^wss?:\/\/\S+$/)
      .refine((value) => URL.canParse(value)),
    expected: "the address of Janus's WebSocket transport, like ws://127.0.0.1:8188",
    fix: 'unset it to run group calls as a mesh without a media server',
  },
  CALL_SFU_JANUS_API_SECRET: {
    schema: z.string().min(1).max(512).regex(/^\S+$/),
    expected: "Janus's api_secret (janus.jcfg)",
    secret: true,
  },
  CALL_SFU_JANUS_ADMIN_KEY: {
    schema: z.string().min(1).max(512).regex(/^\S+$/),
    expected: "the admin_key of Janus's VideoRoom plugin (janus.plugin.videoroom.jcfg)",
    secret: true,
  },
} satisfies Record<string, Setting<unknown>>;

type SettingName = keyof typeof settings;

/** Every setting the server reads, for the test that holds README's settings table to them. */
export const settingNames = Object.keys(settings) as SettingName[];
type Optional =
  | 'DATABASE_URL'
  | 'JWT_SECRET'
  | 'CORS_ORIGINS'
  | 'FRAME_ANCESTORS'
  | 'SMTP_URL'
  | 'PUBLIC_URL'
  | 'OPERATOR_TOKEN'
  | 'REDIS_URL'
  | 'SUPPORT_CHAT_SECRET'
  | 'ZOOM_SDK_KEY'
  | 'ZOOM_SDK_SECRET'
  | 'CHAT_SERVER_KEY'
  | 'CHAT_TRANSLATION_PROVIDER'
  | 'CHAT_TRANSLATION_URL'
  | 'CHAT_TRANSLATION_API_KEY'
  | 'CHAT_SMART_REPLY_URL'
  | 'CHAT_SMART_REPLY_MODEL'
  | 'CHAT_SMART_REPLY_API_KEY'
  | 'CALL_STUN_URLS'
  | 'CALL_TURN_URLS'
  | 'CALL_TURN_SECRET'
  | 'CALL_SFU_JANUS_URL'
  | 'CALL_SFU_JANUS_API_SECRET'
  | 'CALL_SFU_JANUS_ADMIN_KEY';
type Values = { [K in SettingName]: z.output<(typeof settings)[K]['schema']> };
type Parsed = Omit<Values, Optional> & Partial<Pick<Values, Optional>>;

/** The value a setting takes when unset; a setting missing here is off or derived when unset. */
export const settingDefaults: Readonly<Partial<Record<SettingName, string>>> = {
  PORT: '8080',
  HOST: 'localhost',
  DATA_DIR: 'data',
  EVENT_FILE: 'demo/event.yaml',
  TOKEN_TTL_SECONDS: String(7 * 24 * 60 * 60),
  SESSION_IDLE_SECONDS: String(8 * 60 * 60),
  BODY_LIMIT_BYTES: '262144',
  LOG_LEVEL: 'info',
  STATIC_ROOT: '.',
  MAIL_FROM: 'Foyer <noreply@localhost>',
  TRUST_PROXY: 'false',
  STREAM_PRESENCE_WINDOW_SECONDS: '130',
  TEST_CLOCK: 'off',
  GRAPHQL_INTROSPECTION: 'off',
  DEV_MAILBOX: 'off',
  IDLE_TIMEOUT_SECONDS: '30',
  REQUEST_TIMEOUT_SECONDS: '120',
  REDIS_PREFIX: 'foyer:',
  LIVE_LIMIT_VISITORS_PER_IP: '100',
  // The default 100 visitors of one address, each on a few devices or private windows in an hour.
  ANONYMOUS_LOGINS_PER_IP: '300',
  CHAT_MAX_TEXT_LENGTH: '4000',
  CHAT_MAX_IMAGE_BYTES: String(10 * 1024 * 1024),
  CHAT_MAX_VIDEO_BYTES: String(100 * 1024 * 1024),
  CHAT_MAX_AUDIO_BYTES: String(20 * 1024 * 1024),
  CHAT_MAX_FILE_BYTES: String(20 * 1024 * 1024),
  CHAT_MAX_FRAME_BYTES: String(64 * 1024),
  CHAT_REQUESTS_PER_SECOND: '20',
  // A visitor's tabs and devices; an address's visitors (LIVE_LIMIT_VISITORS_PER_IP) with a few tabs each.
  CHAT_MAX_SOCKETS_PER_USER: '10',
  CHAT_MAX_SOCKETS_PER_IP: '500',
  // One a second for a person, with room for a burst; an address's share is ten people chatting at that pace (behind
  // a venue's NAT, TRUST_PROXY makes each visitor their own address).
  CHAT_SENDS_PER_MINUTE_PER_USER: '60',
  CHAT_SENDS_PER_MINUTE_PER_IP: '600',
  CHAT_LINK_PREVIEWS: 'on',
  CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES: 'deny',
  CALL_TURN_TTL_SECONDS: '3600',
  // CometChat's default for an initiated call nobody answers; the spec gives no value (docs/decisions/0024-calls.md).
  CALL_UNANSWERED_SECONDS: '45',
  // Measured with bench/group-call.mjs (docs/performance.md "Group calls (mesh)", docs/decisions/0025).
  CALL_MESH_MAX_PARTICIPANTS: '4',
  // An office of operators behind one address, each with a console tab or two.
  CONSOLE_MAX_SOCKETS_PER_IP: '20',
  // One subscription per poll on screen; the console shows one event's polls.
  CONSOLE_MAX_SUBSCRIPTIONS_PER_SOCKET: '50',
  CONSOLE_SESSION_CHECK_SECONDS: '15',
  // A mean lag over a second that a healthy process never reaches under an event's load (docs/performance.md
  // "Hostile input"): a loop held by one request, not one busy with many.
  SHED_EVENT_LOOP_DELAY_MS: '200',
  SHED_RETRY_AFTER_SECONDS: '10',
  EVENT_LOOP_STATS: 'off',
};

/** Reads and checks every setting; throws one ConfigError listing each bad one. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const issues: ConfigIssue[] = [];
  const parsed: Partial<Record<SettingName, unknown>> = {};
  for (const name of Object.keys(settings) as SettingName[]) {
    const setting: Setting<unknown> = settings[name];
    const given = env[name];
    const raw = given === undefined || given.trim() === '' ? settingDefaults[name] : given.trim();
    if (raw === undefined) continue;
    const result = setting.schema.safeParse(raw);
    if (result.success) {
      parsed[name] = result.data;
    } else {
      const fix = setting.fix ? `; or ${setting.fix}` : '';
      issues.push({ setting: name, problem: `expected ${setting.expected}, got ${shown(setting, raw)}${fix}` });
    }
  }
  // Several processes cannot share one embedded SQLite file behind a load balancer (docs/scaling.md).
  if (
    parsed.REDIS_URL !== undefined &&
    parsed.DATABASE_URL === undefined &&
    !issues.some((i) => i.setting === 'DATABASE_URL')
  ) {
    issues.push({
      setting: 'REDIS_URL',
      problem:
        'several server processes need PostgreSQL: set DATABASE_URL to a postgres:// URL as well, ' +
        'or unset REDIS_URL to run one process on the embedded SQLite store',
    });
  }
  // Processes sharing PostgreSQL must sign with one secret, and the store must not hold it (docs/decisions/0010).
  if (
    parsed.DATABASE_URL !== undefined &&
    parsed.JWT_SECRET === undefined &&
    !issues.some((i) => i.setting === 'JWT_SECRET')
  ) {
    issues.push({
      setting: 'JWT_SECRET',
      problem:
        'required with DATABASE_URL, so that every process sharing the PostgreSQL store signs with the same secret; ' +
        'set it to at least 32 random characters (e.g. the output of `openssl rand -base64 48`)',
    });
  }
  if (parsed.DEV_MAILBOX === 'on' && parsed.SMTP_URL !== undefined) {
    issues.push({
      setting: 'DEV_MAILBOX',
      problem: 'the dev mailbox is for development without SMTP_URL: unset SMTP_URL or set DEV_MAILBOX=off',
    });
  }
  // A signature needs both halves; one alone is a deployment mistake, not a wish for the stand-in.
  for (const [name, other] of [
    ['ZOOM_SDK_KEY', 'ZOOM_SDK_SECRET'],
    ['ZOOM_SDK_SECRET', 'ZOOM_SDK_KEY'],
  ] as const) {
    if (parsed[name] !== undefined && !env[other]?.trim()) {
      issues.push({
        setting: other,
        problem: `required with ${name}: set both to the Meeting SDK app's credentials, or neither to keep the zoom stand-in`,
      });
    }
  }
  issues.push(...chatServiceIssues(parsed, env));
  // TURN without its secret could hand out no credentials coturn accepts.
  if (parsed.CALL_TURN_URLS !== undefined && parsed.CALL_TURN_SECRET === undefined) {
    issues.push({
      setting: 'CALL_TURN_SECRET',
      problem: "required with CALL_TURN_URLS: set it to coturn's static-auth-secret, or unset CALL_TURN_URLS",
    });
  }
  if (issues.length > 0) throw new ConfigError(issues);
  const values = parsed as Parsed;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    eventFile: values.EVENT_FILE,
    jwtSecret: values.JWT_SECRET,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    sessionIdleSeconds: values.SESSION_IDLE_SECONDS,
    corsOrigins: values.CORS_ORIGINS ?? [],
    frameAncestors: values.FRAME_ANCESTORS ?? [],
    graphqlIntrospection: values.GRAPHQL_INTROSPECTION === 'on',
    devMailbox: values.DEV_MAILBOX === 'on',
    idleTimeoutSeconds: values.IDLE_TIMEOUT_SECONDS,
    requestTimeoutSeconds: values.REQUEST_TIMEOUT_SECONDS,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    logLevel: values.LOG_LEVEL,
    staticRoot: values.STATIC_ROOT,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    publicUrl: values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`,
    trustProxy: values.TRUST_PROXY,
    operatorToken: values.OPERATOR_TOKEN,
    streamPresenceWindowSeconds: values.STREAM_PRESENCE_WINDOW_SECONDS,
    testClock: values.TEST_CLOCK === 'on',
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    liveLimitVisitorsPerIp: values.LIVE_LIMIT_VISITORS_PER_IP,
    anonymousLoginsPerIp: values.ANONYMOUS_LOGINS_PER_IP,
    supportChatSecret: values.SUPPORT_CHAT_SECRET,
    zoomSdk:
      values.ZOOM_SDK_KEY && values.ZOOM_SDK_SECRET
        ? { key: values.ZOOM_SDK_KEY, secret: values.ZOOM_SDK_SECRET }
        : undefined,
    chatServerKey: values.CHAT_SERVER_KEY,
    chat: {
      maxTextLength: values.CHAT_MAX_TEXT_LENGTH,
      maxImageBytes: values.CHAT_MAX_IMAGE_BYTES,
      maxVideoBytes: values.CHAT_MAX_VIDEO_BYTES,
      maxAudioBytes: values.CHAT_MAX_AUDIO_BYTES,
      maxFileBytes: values.CHAT_MAX_FILE_BYTES,
      maxFrameBytes: values.CHAT_MAX_FRAME_BYTES,
      requestsPerSecond: values.CHAT_REQUESTS_PER_SECOND,
      maxSocketsPerUser: values.CHAT_MAX_SOCKETS_PER_USER,
      maxSocketsPerIp: values.CHAT_MAX_SOCKETS_PER_IP,
      sendsPerMinutePerUser: values.CHAT_SENDS_PER_MINUTE_PER_USER,
      sendsPerMinutePerIp: values.CHAT_SENDS_PER_MINUTE_PER_IP,
    },
    chatServices: {
      translation: values.CHAT_TRANSLATION_PROVIDER
        ? {
            provider: values.CHAT_TRANSLATION_PROVIDER,
            url: values.CHAT_TRANSLATION_URL,
            apiKey: values.CHAT_TRANSLATION_API_KEY,
          }
        : undefined,
      smartReplies:
        values.CHAT_SMART_REPLY_URL && values.CHAT_SMART_REPLY_MODEL
          ? {
              url: values.CHAT_SMART_REPLY_URL,
              model: values.CHAT_SMART_REPLY_MODEL,
              apiKey: values.CHAT_SMART_REPLY_API_KEY,
            }
          : undefined,
      linkPreviews:
        values.CHAT_LINK_PREVIEWS === 'on'
          ? { allowPrivateAddresses: values.CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES === 'allow' }
          : undefined,
    },
    calls: {
      stunUrls: values.CALL_STUN_URLS ?? [],
      turnUrls: values.CALL_TURN_URLS ?? [],
      turnSecret: values.CALL_TURN_SECRET,
      turnTtlSeconds: values.CALL_TURN_TTL_SECONDS,
      unansweredSeconds: values.CALL_UNANSWERED_SECONDS,
      meshMaxParticipants: values.CALL_MESH_MAX_PARTICIPANTS,
      sfu: values.CALL_SFU_JANUS_URL
        ? {
            janusUrl: values.CALL_SFU_JANUS_URL,
            apiSecret: values.CALL_SFU_JANUS_API_SECRET,
            adminKey: values.CALL_SFU_JANUS_ADMIN_KEY,
          }
        : undefined,
    },
    console: {
      maxSocketsPerIp: values.CONSOLE_MAX_SOCKETS_PER_IP,
      maxSubscriptionsPerSocket: values.CONSOLE_MAX_SUBSCRIPTIONS_PER_SOCKET,
      sessionCheckSeconds: values.CONSOLE_SESSION_CHECK_SECONDS,
    },
    loadShedding: {
      maxEventLoopDelayMs: values.SHED_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: values.SHED_RETRY_AFTER_SECONDS,
    },
    eventLoopStats: values.EVENT_LOOP_STATS === 'on',
  };
}

/** An http(s) address without a trailing slash. */
function serviceUrl() {
  return z
    .string()
    .regex(/^https?:\/\/\S+$/)
    .refine((value) => URL.canParse(value))
    .transform((value) => value.replace(/\/+$/, ''));
}

/** The message services' settings that belong together: a provider with what it needs. */
function chatServiceIssues(
  parsed: Partial<Record<SettingName, unknown>>,
  env: Record<string, string | undefined>,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const set = (name: SettingName) => Boolean(env[name]?.trim());
  if (parsed.CHAT_TRANSLATION_PROVIDER === 'libretranslate' && !set('CHAT_TRANSLATION_URL')) {
    issues.push({
      setting: 'CHAT_TRANSLATION_URL',
      problem: "required with CHAT_TRANSLATION_PROVIDER=libretranslate: the LibreTranslate server's address",
    });
  }
  if (parsed.CHAT_TRANSLATION_PROVIDER === 'deepl' && !set('CHAT_TRANSLATION_API_KEY')) {
    issues.push({
      setting: 'CHAT_TRANSLATION_API_KEY',
      problem: 'required with CHAT_TRANSLATION_PROVIDER=deepl: the DeepL API authentication key',
    });
  }
  for (const [name, other] of [
    ['CHAT_SMART_REPLY_URL', 'CHAT_SMART_REPLY_MODEL'],
    ['CHAT_SMART_REPLY_MODEL', 'CHAT_SMART_REPLY_URL'],
  ] as const) {
    if (set(name) && !set(other)) {
      issues.push({ setting: other, problem: `required with ${name}: set both to turn smart replies on, or neither` });
    }
  }
  return issues;
}
