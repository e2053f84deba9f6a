import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('The settings were accepted');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: 'data',
      eventFile: 'demo/event.yaml',
      jwtSecret: undefined,
      tokenTtlSeconds: 604800,
      sessionIdleSeconds: 28800,
      corsOrigins: [],
      frameAncestors: [],
      graphqlIntrospection: false,
      devMailbox: false,
      idleTimeoutSeconds: 30,
      requestTimeoutSeconds: 120,
      bodyLimitBytes: 262144,
      logLevel: 'info',
      staticRoot: '.',
      smtpUrl: undefined,
      mailFrom: 'Foyer <noreply@localhost>',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      operatorToken: undefined,
      streamPresenceWindowSeconds: 130,
      testClock: false,
      redisUrl: undefined,
      redisPrefix: 'foyer:',
      liveLimitVisitorsPerIp: 100,
      anonymousLoginsPerIp: 300,
      chat: {
        maxTextLength: 4000,
        maxImageBytes: 10485760,
        maxVideoBytes: 104857600,
        maxAudioBytes: 20971520,
        maxFileBytes: 20971520,
        maxFrameBytes: 65536,
        requestsPerSecond: 20,
        maxSocketsPerUser: 10,
        maxSocketsPerIp: 500,
        sendsPerMinutePerUser: 60,
        sendsPerMinutePerIp: 600,
      },
      chatServices: {
        translation: undefined,
        smartReplies: undefined,
        linkPreviews: { allowPrivateAddresses: false },
      },
      calls: {
        stunUrls: [],
        turnUrls: [],
        turnSecret: undefined,
        turnTtlSeconds: 3600,
        unansweredSeconds: 45,
        meshMaxParticipants: 4,
      },
      console: { maxSocketsPerIp: 20, maxSubscriptionsPerSocket: 50, sessionCheckSeconds: 15 },
      loadShedding: { maxEventLoopDelayMs: 200, retryAfterSeconds: 10 },
      eventLoopStats: false,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/foyer',
      DATA_DIR: '/var/lib/foyer',
      EVENT_FILE: 'events/summit.yaml',
      JWT_SECRET: 's'.repeat(32),
      TOKEN_TTL_SECONDS: '3600',
      SESSION_IDLE_SECONDS: '1800',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173/',
      BODY_LIMIT_BYTES: '1048576',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '/srv/foyer',
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Summit <events@example.org>',
      PUBLIC_URL: 'https://summit.example.org/',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      OPERATOR_TOKEN: 'o'.repeat(32),
      CHAT_SERVER_KEY: 'k'.repeat(40),
      STREAM_PRESENCE_WINDOW_SECONDS: '20',
      TEST_CLOCK: 'on',
      REDIS_URL: 'redis://:secret@redis.internal:6379/2',
      REDIS_PREFIX: 'summit:',
      LIVE_LIMIT_VISITORS_PER_IP: '2000',
      ANONYMOUS_LOGINS_PER_IP: '50',
      FRAME_ANCESTORS: 'https://intranet.example.org/',
      GRAPHQL_INTROSPECTION: 'on',
      IDLE_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: '60',
    });
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/foyer',
      dataDir: '/var/lib/foyer',
      eventFile: 'events/summit.yaml',
      jwtSecret: 's'.repeat(32),
      tokenTtlSeconds: 3600,
      sessionIdleSeconds: 1800,
      corsOrigins: ['https://a.example', 'http://localhost:5173'],
      frameAncestors: ['https://intranet.example.org'],
      graphqlIntrospection: true,
      devMailbox: false,
      idleTimeoutSeconds: 5,
      requestTimeoutSeconds: 60,
      bodyLimitBytes: 1048576,
      logLevel: 'warn',
      staticRoot: '/srv/foyer',
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      mailFrom: 'Summit <events@example.org>',
      publicUrl: 'https://summit.example.org',
      trustProxy: '10.0.0.0/8, 127.0.0.1',
      operatorToken: 'o'.repeat(32),
      chatServerKey: 'k'.repeat(40),
      streamPresenceWindowSeconds: 20,
      testClock: true,
      redisUrl: 'redis://:secret@redis.internal:6379/2',
      redisPrefix: 'summit:',
      liveLimitVisitorsPerIp: 2000,
      anonymousLoginsPerIp: 50,
      chat: {
        maxTextLength: 4000,
        maxImageBytes: 10485760,
        maxVideoBytes: 104857600,
        maxAudioBytes: 20971520,
        maxFileBytes: 20971520,
        maxFrameBytes: 65536,
        requestsPerSecond: 20,
        maxSocketsPerUser: 10,
        maxSocketsPerIp: 500,
        sendsPerMinutePerUser: 60,
        sendsPerMinutePerIp: 600,
      },
      chatServices: {
        translation: undefined,
        smartReplies: undefined,
        linkPreviews: { allowPrivateAddresses: false },
      },
      calls: {
        stunUrls: [],
        turnUrls: [],
        turnSecret: undefined,
        turnTtlSeconds: 3600,
        unansweredSeconds: 45,
        meshMaxParticipants: 4,
      },
      console: { maxSocketsPerIp: 20, maxSubscriptionsPerSocket: 50, sessionCheckSeconds: 15 },
      loadShedding: { maxEventLoopDelayMs: 200, retryAfterSeconds: 10 },
      eventLoopStats: false,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(loadConfig({ DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
  });

  it("reads the console sockets' limits and refuses a zero", () => {
    const config = loadConfig({
      CONSOLE_MAX_SOCKETS_PER_IP: '200',
      CONSOLE_MAX_SUBSCRIPTIONS_PER_SOCKET: '5',
      CONSOLE_SESSION_CHECK_SECONDS: '60',
    });
    expect(config.console).toEqual({ maxSocketsPerIp: 200, maxSubscriptionsPerSocket: 5, sessionCheckSeconds: 60 });
    expect(() => loadConfig({ CONSOLE_MAX_SOCKETS_PER_IP: '0' })).toThrow(/CONSOLE_MAX_SOCKETS_PER_IP/);
  });

  it('reads the load shedding, the chat send limits and the event-loop statistics, and refuses a bad value', () => {
    const config = loadConfig({
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_RETRY_AFTER_SECONDS: '5',
      EVENT_LOOP_STATS: 'on',
      CHAT_SENDS_PER_MINUTE_PER_USER: '10',
      CHAT_SENDS_PER_MINUTE_PER_IP: '100',
    });
    expect(config.loadShedding).toEqual({ maxEventLoopDelayMs: 0, retryAfterSeconds: 5 });
    expect(config.eventLoopStats).toBe(true);
    expect(config.chat).toMatchObject({ sendsPerMinutePerUser: 10, sendsPerMinutePerIp: 100 });
    expect(() => loadConfig({ SHED_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/SHED_EVENT_LOOP_DELAY_MS/);
    expect(() => loadConfig({ CHAT_SENDS_PER_MINUTE_PER_USER: '0' })).toThrow(/CHAT_SENDS_PER_MINUTE_PER_USER/);
  });

  it('reads the message services: a translation provider with its address and key, a model server, previews', () => {
    const config = loadConfig({
      CHAT_TRANSLATION_PROVIDER: 'deepl',
      CHAT_TRANSLATION_API_KEY: 'deepl-key:fx',
      CHAT_SMART_REPLY_URL: 'http://localhost:11434/',
      CHAT_SMART_REPLY_MODEL: 'llama3.2',
      CHAT_SMART_REPLY_API_KEY: 'model-key',
      CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES: 'allow',
    });
    expect(config.chatServices).toEqual({
      translation: { provider: 'deepl', url: undefined, apiKey: 'deepl-key:fx' },
      smartReplies: { url: 'http://localhost:11434', model: 'llama3.2', apiKey: 'model-key' },
      linkPreviews: { allowPrivateAddresses: true },
    });
    expect(
      loadConfig({ CHAT_TRANSLATION_PROVIDER: 'libretranslate', CHAT_TRANSLATION_URL: 'http://lt:5000' }).chatServices
        .translation,
    ).toEqual({ provider: 'libretranslate', url: 'http://lt:5000', apiKey: undefined });
    expect(loadConfig({ CHAT_LINK_PREVIEWS: 'off' }).chatServices.linkPreviews).toBeUndefined();
  });

  it.each([
    [{ CHAT_TRANSLATION_PROVIDER: 'google' }, /CHAT_TRANSLATION_PROVIDER: expected libretranslate or deepl/],
    [{ CHAT_TRANSLATION_PROVIDER: 'libretranslate' }, /CHAT_TRANSLATION_URL: required with CHAT_TRANSLATION_PROVIDER/],
    [{ CHAT_TRANSLATION_PROVIDER: 'deepl' }, /CHAT_TRANSLATION_API_KEY: required with CHAT_TRANSLATION_PROVIDER=deepl/],
    [{ CHAT_SMART_REPLY_URL: 'http://localhost:8080' }, /CHAT_SMART_REPLY_MODEL: required with CHAT_SMART_REPLY_URL/],
    [{ CHAT_SMART_REPLY_MODEL: 'x' }, /CHAT_SMART_REPLY_URL: required with CHAT_SMART_REPLY_MODEL/],
    [{ CHAT_SMART_REPLY_URL: 'ftp://x', CHAT_SMART_REPLY_MODEL: 'x' }, /CHAT_SMART_REPLY_URL: expected the address/],
    [{ CHAT_TRANSLATION_API_KEY: 'has spaces in it' }, /CHAT_TRANSLATION_API_KEY: .*not shown: it is a secret/],
  ])('names a bad message-service setting: %j', (env, message) => {
    expect(problem(env)).toMatch(message);
  });

  it('refuses the dev mailbox next to a real mail server', () => {
    expect(problem({ DEV_MAILBOX: 'on', SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(
      'Invalid setting DEV_MAILBOX: the dev mailbox is for development without SMTP_URL: unset SMTP_URL or set DEV_MAILBOX=off',
    );
  });

  it.each([
    [
      'SMTP_URL',
      'mail.example.org',
      'Invalid setting SMTP_URL: expected an smtp:// or smtps:// URL like smtps://user:password@mail.example.org:465, got "mail.example.org"; or unset it and set DEV_MAILBOX=on to keep mail in the dev mailbox at /dev/mailbox (development only)',
    ],
    [
      'TRUST_PROXY',
      'yes',
      'Invalid setting TRUST_PROXY: expected true, false, or comma-separated proxy addresses like 10.0.0.0/8,127.0.0.1, got "yes"',
    ],
    [
      'PUBLIC_URL',
      'event.example.org',
      `Invalid setting PUBLIC_URL: expected the portal's address like https://event.example.org (end it with # for hash routing), got "event.example.org"`,
    ],
    ['PORT', 'abc', 'Invalid setting PORT: expected an integer 1-65535, got "abc"'],
    ['PORT', '70000', 'Invalid setting PORT: expected an integer 1-65535, got "70000"'],
    [
      'DATABASE_URL',
      'mysql://db/foyer',
      'Invalid setting DATABASE_URL: expected a postgres:// URL like postgres://user:password@db.example.org:5432/foyer, got "mysql://db/foyer"; or unset it to use the embedded SQLite store',
    ],
    [
      'JWT_SECRET',
      'short',
      'Invalid setting JWT_SECRET: expected at least 32 characters, got a value of 5 characters (not shown: it is a secret); or unset it to let the server generate one in DATA_DIR/jwt-secret (one process on SQLite only)',
    ],
    [
      'OPERATOR_TOKEN',
      'too short',
      'Invalid setting OPERATOR_TOKEN: expected at least 32 characters without spaces, not shaped like a JWT, got a value of 9 characters (not shown: it is a secret); or unset it to turn the operator controls off',
    ],
    [
      'CHAT_SERVER_KEY',
      'aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbb.cccccccccccccccc',
      'Invalid setting CHAT_SERVER_KEY: expected at least 32 (at most 512) characters without spaces, not shaped like a JWT, got a value of 54 characters (not shown: it is a secret); or unset it to turn POST /chat/tokens off',
    ],
    [
      'SUPPORT_CHAT_SECRET',
      'short',
      `Invalid setting SUPPORT_CHAT_SECRET: expected the support-chat provider's secret key, at least 16 characters without spaces, got a value of 5 characters (not shown: it is a secret); or unset it to send no tawkToHash`,
    ],
    [
      'TOKEN_TTL_SECONDS',
      '1.5',
      'Invalid setting TOKEN_TTL_SECONDS: expected an integer number of seconds 60-31536000, got "1.5"',
    ],
    [
      'CORS_ORIGINS',
      'example.org',
      `Invalid setting CORS_ORIGINS: expected comma-separated origins like https://example.org,http://localhost:3000 (with credentials), or '*' (any origin, without credentials), got "example.org"`,
    ],
    [
      'CORS_ORIGINS',
      'https://a.example/path',
      `Invalid setting CORS_ORIGINS: expected comma-separated origins like https://example.org,http://localhost:3000 (with credentials), or '*' (any origin, without credentials), got "https://a.example/path"`,
    ],
    [
      'BODY_LIMIT_BYTES',
      '-1',
      'Invalid setting BODY_LIMIT_BYTES: expected an integer number of bytes 1024-104857600, got "-1"',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'Invalid setting LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      'REDIS_URL',
      '127.0.0.1:6379',
      'Invalid setting REDIS_URL: expected a redis:// or rediss:// URL like redis://127.0.0.1:6379, got "127.0.0.1:6379"; or unset it to run one process with the in-process bus',
    ],
    [
      'LIVE_LIMIT_VISITORS_PER_IP',
      '0',
      'Invalid setting LIVE_LIMIT_VISITORS_PER_IP: expected an integer 1-1000000 (how many visitors may share one address), got "0"',
    ],
  ])('names %s=%s, what is wrong and the fix', (setting, value, message) => {
    expect(problem({ [setting]: value })).toBe(message);
  });

  it('lists every bad setting, one line each', () => {
    expect(problem({ PORT: 'x', LOG_LEVEL: 'loud' }).split('\n')).toEqual([
      expect.stringMatching(/^Invalid setting PORT: /),
      expect.stringMatching(/^Invalid setting LOG_LEVEL: /),
    ]);
  });

  it('refuses REDIS_URL on the embedded SQLite store, naming both settings', () => {
    expect(problem({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(
      'Invalid setting REDIS_URL: several server processes need PostgreSQL: set DATABASE_URL to a postgres:// URL ' +
        'as well, or unset REDIS_URL to run one process on the embedded SQLite store',
    );
  });

  it('takes the Zoom SDK key and secret together, and refuses one without the other', () => {
    const secret = 'zoom-sdk-secret-0123456789';
    expect(loadConfig({ ZOOM_SDK_KEY: 'sdkKey_123', ZOOM_SDK_SECRET: secret }).zoomSdk).toEqual({
      key: 'sdkKey_123',
      secret,
    });
    expect(loadConfig({}).zoomSdk).toBeUndefined();
    expect(problem({ ZOOM_SDK_KEY: 'sdkKey_123' })).toBe(
      "Invalid setting ZOOM_SDK_SECRET: required with ZOOM_SDK_KEY: set both to the Meeting SDK app's credentials, " +
        'or neither to keep the zoom stand-in',
    );
    expect(problem({ ZOOM_SDK_SECRET: secret })).toMatch(
      /^Invalid setting ZOOM_SDK_KEY: required with ZOOM_SDK_SECRET/,
    );
    // The secret is never shown, not even when it is wrong.
    expect(problem({ ZOOM_SDK_KEY: 'sdkKey_123', ZOOM_SDK_SECRET: 'short' })).not.toContain('short');
  });

  it('reads the ICE servers of calls, and refuses TURN addresses without the secret that makes their credentials', () => {
    const secret = 'coturn-static-auth-secret';
    expect(
      loadConfig({
        CALL_STUN_URLS: 'stun:turn.example.org:3478',
        CALL_TURN_URLS: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349',
        CALL_TURN_SECRET: secret,
        CALL_TURN_TTL_SECONDS: '600',
        CALL_UNANSWERED_SECONDS: '30',
        CALL_MESH_MAX_PARTICIPANTS: '3',
      }).calls,
    ).toEqual({
      stunUrls: ['stun:turn.example.org:3478'],
      turnUrls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
      turnSecret: secret,
      turnTtlSeconds: 600,
      unansweredSeconds: 30,
      meshMaxParticipants: 3,
    });
    expect(problem({ CALL_MESH_MAX_PARTICIPANTS: '1' })).toMatch(/^Invalid setting CALL_MESH_MAX_PARTICIPANTS: /);
    expect(problem({ CALL_TURN_URLS: 'turn:turn.example.org:3478' })).toBe(
      "Invalid setting CALL_TURN_SECRET: required with CALL_TURN_URLS: set it to coturn's static-auth-secret, " +
        'or unset CALL_TURN_URLS',
    );
    expect(problem({ CALL_STUN_URLS: 'https://turn.example.org' })).toMatch(
      /^Invalid setting CALL_STUN_URLS: expected/,
    );
    expect(problem({ CALL_TURN_URLS: 'turn:a', CALL_TURN_SECRET: 'short' })).not.toContain('short');
  });

  it("reads the SFU (Janus's WebSocket address, API secret, VideoRoom admin key), off unless its address is set", () => {
    expect(loadConfig({}).calls.sfu).toBeUndefined();
    expect(
      loadConfig({
        CALL_SFU_JANUS_URL: 'ws://127.0.0.1:8188',
        CALL_SFU_JANUS_API_SECRET: 'janus-api-secret',
        CALL_SFU_JANUS_ADMIN_KEY: 'videoroom-admin-key',
      }).calls.sfu,
    ).toEqual({ janusUrl: 'ws://127.0.0.1:8188', apiSecret: 'janus-api-secret', adminKey: 'videoroom-admin-key' });
    expect(problem({ CALL_SFU_JANUS_URL: 'http://127.0.0.1:8088/janus' })).toMatch(
      /^Invalid setting CALL_SFU_JANUS_URL: expected the address of Janus's WebSocket transport/,
    );
    expect(problem({ CALL_SFU_JANUS_URL: 'ws://127.0.0.1:8188', CALL_SFU_JANUS_API_SECRET: 'a b' })).not.toContain(
      'a b',
    );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });
});
