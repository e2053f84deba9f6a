// Issue #11, sessions, secrets, configuration and stored data: each case as a real request against the real app, on
// SQLite and on PostgreSQL where the store matters; start-up errors from the real process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { JWT_SECRET_FILE } from '../auth/tokens.js';
import { createInProcessBus } from '../bus/in-process-bus.js';
import { createRedisBus } from '../bus/redis-bus.js';
import { CHAT_ERROR_CODES } from '../chat/chat-codes.js';
import { ConfigError, loadConfig } from '../config.js';
import { readSetting, writeSetting } from '../store/settings.js';
import { connectChat, startChatServers, type ChatServers } from '../test-support/chat-clients.js';
import { eventFileProblems, MINIMAL_EVENT_YAML } from '../test-support/event-files.js';
import { dialects } from '../test-support/stores.js';
import { createTestApp, tokenPayload, type TestApp } from '../test-support/test-app.js';
import { NUL_MESSAGE } from '../validation.js';

const repoRoot = new URL('../..', import.meta.url).pathname;
const CURRENT = 'query { getCurrentCustomer { alias } }';
const LOGOUT = 'mutation { customerLogout }';

function codeOf(response: { body: { errors?: { extensions?: { code?: string } }[] } }): string | undefined {
  return response.body.errors?.[0]?.extensions?.code;
}

describe.each(dialects)('sessions on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { env: { SESSION_IDLE_SECONDS: '600' } });
  });
  afterEach(() => t.close());

  const at = (minutes: number) => new Date(Date.parse('2025-06-01T12:00:00Z') + minutes * 60_000);

  it('ends a session left alone longer than SESSION_IDLE_SECONDS, however long its token still runs', async () => {
    const token = await t.anonymousToken();
    expect((tokenPayload(token)['exp'] as number) - (tokenPayload(token)['iat'] as number)).toBe(7 * 24 * 3600);
    expect((await t.graphql(CURRENT, { token })).body.data).toEqual({ getCurrentCustomer: { alias: 'anonymous' } });
    t.clock.set(at(10.1));
    expect(codeOf(await t.graphql(CURRENT, { token }))).toBe('UNAUTHENTICATED');
    // Ended for good: coming back within the window does not revive it.
    t.clock.set(at(10.2));
    expect(codeOf(await t.graphql(CURRENT, { token }))).toBe('UNAUTHENTICATED');
  });

  it('keeps a session that is used (the timeout slides) and writes its last use at most once a minute', async () => {
    const token = await t.anonymousToken();
    const sid = tokenPayload(token)['sid'] as string;
    const lastSeen = async () =>
      (
        await t.store.db
          .selectFrom('customer_sessions')
          .select('last_seen_at')
          .where('id', '=', sid)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    // Polling every 5 s for 50 s: no write.
    for (let second = 5; second <= 50; second += 5) {
      t.clock.set(new Date(Date.parse('2025-06-01T12:00:00Z') + second * 1000));
      expect((await t.graphql(CURRENT, { token })).statusCode).toBe(200);
    }
    expect(await lastSeen()).toBe('2025-06-01T12:00:00.000Z');
    // Used every 9 minutes for 90 minutes: never 10 minutes idle.
    for (let minute = 9; minute <= 90; minute += 9) {
      t.clock.set(at(minute));
      expect((await t.graphql(CURRENT, { token })).body.data).toEqual({ getCurrentCustomer: { alias: 'anonymous' } });
    }
    expect(await lastSeen()).toBe(at(90).toISOString());
  });

  it('checks every token for a live session, whatever its claims: alias anonymous alone is no session', async () => {
    const token = await t.anonymousToken();
    const { sub, anonymousCustomerId } = tokenPayload(token) as { sub: string; anonymousCustomerId: string };
    // Signed with the server's own secret, as an old token or a leaked one would be: only the session is missing.
    const now = Math.floor(t.clock().getTime() / 1000);
    const sessionless = await new SignJWT({ alias: 'anonymous', anonymousCustomerId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(codeOf(await t.graphql(CURRENT, { token: sessionless }))).toBe('UNAUTHENTICATED');
  });

  it('revokes an anonymous token on logout, as a named one', async () => {
    const token = await t.anonymousToken();
    expect((await t.graphql(LOGOUT, { token })).body.data).toEqual({ customerLogout: true });
    expect(codeOf(await t.graphql(CURRENT, { token }))).toBe('UNAUTHENTICATED');
  });
});

describe.each(dialects)('the generated JWT secret on %s', (dialect) => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-hygiene-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('lives in DATA_DIR/jwt-secret with mode 0600, not in the store, and a stored one moves there', async () => {
    // An app started on a store where an older version kept its secret in plain text.
    const legacy = 'legacy-secret-'.padEnd(48, 'z');
    const t = await createTestApp(dialect, { env: { JWT_SECRET: '', DATA_DIR: dataDir } });
    try {
      const token = await t.anonymousToken();
      const file = join(dataDir, JWT_SECRET_FILE);
      const secret = await readFile(file, 'utf8');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const settings = await t.store.db.selectFrom('settings').selectAll().execute();
      expect(settings.filter((row) => row.value.includes(secret) || row.key === 'auth.jwtSecret')).toEqual([]);
      expect((await t.graphql(CURRENT, { token })).statusCode).toBe(200);

      // The same store after an upgrade from a version that kept the secret there: it moves to the file, and a
      // token it signed (with a live session) still counts.
      await rm(file);
      await writeSetting(t.store.db, 'auth.jwtSecret', legacy);
      const oldToken = await new SignJWT({ alias: 'anonymous', sid: tokenPayload(token)['sid'] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(tokenPayload(token)['sub'] as string)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(legacy));
      const upgraded = await buildApp({ config: t.config, db: t.store.db, bus: createInProcessBus(), clock: t.clock });
      try {
        expect(await readFile(file, 'utf8')).toBe(legacy);
        expect(await readSetting(t.store.db, 'auth.jwtSecret')).toBeUndefined();
        const answer = await upgraded.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${oldToken}` },
          payload: { query: CURRENT },
        });
        expect(answer.json()).toEqual({ data: { getCurrentCustomer: { alias: 'anonymous' } } });
      } finally {
        await upgraded.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('the JWT secret with PostgreSQL', () => {
  it('is required with DATABASE_URL, so processes sharing the store agree and the store never holds it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://foyer@db.internal/foyer' })).toThrow(
      /^Invalid setting JWT_SECRET: required with DATABASE_URL, .*openssl rand -base64 48/,
    );
  });
});

describe('start-up errors', () => {
  const secrets = {
    JWT_SECRET: 'jwt-Secret-9f8e7d',
    OPERATOR_TOKEN: 'operator Secret 4c3b2a with a space',
    SUPPORT_CHAT_SECRET: 'chat5ecret',
    DATABASE_URL: 'postgres://foyer:Pg-Secret-77@db.internal:5432/foyer extra',
    REDIS_URL: 'redis://:Redis-Secret-66@127.0.0.1:6379 extra',
    SMTP_URL: 'smtps://mailer:Smtp-Secret-55@mail.example.org:465 extra',
  };
  const secretValues = [
    'jwt-Secret-9f8e7d',
    'operator Secret',
    'chat5ecret',
    'Pg-Secret-77',
    'Redis-Secret-66',
    'Smtp-Secret-55',
  ];

  it('name each bad setting and the fix, never its value, and show URLs without their password', () => {
    let message = '';
    try {
      loadConfig(secrets);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      message = error.message;
    }
    for (const name of Object.keys(secrets)) expect(message).toMatch(new RegExp(`^Invalid setting ${name}: `, 'm'));
    for (const value of secretValues) expect(message).not.toContain(value);
    expect(message).toContain('got "postgres://foyer:***@db.internal:5432/foyer extra"');
    expect(message).toContain('got "redis://:***@127.0.0.1:6379 extra"');
    expect(message).toContain('got a value of 17 characters (not shown: it is a secret); or unset it');
  });

  function startMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  }

  it('stop the process with one line that does not echo JWT_SECRET', async () => {
    const { code, stderr } = await startMain({ JWT_SECRET: secrets.JWT_SECRET });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid setting JWT_SECRET: expected at least 32 characters, got a value of 17 characters (not shown: it is a ' +
        'secret); or unset it to let the server generate one in DATA_DIR/jwt-secret (one process on SQLite only)',
    );
  });

  it('name DATABASE_URL, without its password, in one line when PostgreSQL does not answer', async () => {
    const port = await freePort();
    const { code, stderr } = await startMain({
      DATABASE_URL: `postgres://foyer:Pg-Secret-77@127.0.0.1:${port}/foyer`,
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Invalid setting DATABASE_URL: PostgreSQL at postgres://foyer:***@127.0.0.1:${port}/foyer did not answer ` +
        `(ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:${port}); start it, or correct DATABASE_URL`,
    );
  });
});

describe.each(dialects)('NUL characters on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const LOGIN = 'query ($email: String!) { customerLogin(email: $email, password: "x") { token } }';

  it('are refused in GraphQL variables, nested or not, with 400 and BAD_USER_INPUT', async () => {
    const response = await t.graphql(LOGIN, { variables: { email: 'a\u0000@example.org' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.errors).toEqual([
      { message: `variables.email: ${NUL_MESSAGE}`, extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    const nested = await t.graphql('mutation ($input: X) { x }', { variables: { input: { list: ['ok', '\u0000'] } } });
    expect(nested.body.errors?.[0]?.message).toBe(`variables.input.list[1]: ${NUL_MESSAGE}`);
  });

  it('are refused in string literals of the query, escaped as \\u0000', async () => {
    const response = await t.graphql('query { customerLogin(email: "a\\u0000@example.org", password: "x") { token } }');
    expect(response.statusCode).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe.each(dialects)('chat frames on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-hygiene-chat-'));
    servers = await startChatServers(dialect, { dataDir });
  });
  afterAll(async () => {
    await servers.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuse NUL in any string with INVALID_INPUT, and store the same text without it', async () => {
    const [a, b] = [await servers.newVisitor(), await servers.newVisitor()];
    const client = await connectChat(servers.urls[0]!, a.chatToken);
    try {
      const refused = await client.request({ type: 'send', receiverId: b.uid, receiverType: 'user', text: 'hi\u0000' });
      expect(refused).toMatchObject({
        ok: false,
        error: { code: CHAT_ERROR_CODES.invalidInput, message: `text: ${NUL_MESSAGE}` },
      });
      const sent = await client.request({ type: 'send', receiverId: b.uid, receiverType: 'user', text: 'hi' });
      expect(sent).toMatchObject({ ok: true, result: { text: 'hi' } });
    } finally {
      client.close();
    }
  });

  it('refuse NUL in the fields of a media upload as well', async () => {
    const [a, b] = [await servers.newVisitor(), await servers.newVisitor()];
    const form = new FormData();
    for (const [key, value] of Object.entries({
      receiverId: b.uid,
      receiverType: 'user',
      type: 'file',
      muid: 'm\u0000',
    }))
      form.append(key, value);
    form.append('file', new Blob(['hello']), 'hello.txt');
    const response = await fetch(`${servers.urls[0]}/chat/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.chatToken}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: CHAT_ERROR_CODES.invalidInput, message: `Bad upload: muid: ${NUL_MESSAGE}` },
    });
  });
});

describe.each(dialects)('staff in the chat on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-hygiene-staff-'));
    servers = await startChatServers(dialect, { dataDir });
  });
  afterAll(async () => {
    await servers.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are marked by the server from their ticket; a visitor named "Staff Support" is not', async () => {
    const [admin, visitor] = [await servers.newVisitor(), await servers.newVisitor()];
    await servers.store.db
      .updateTable('customers')
      .set({ ticket: 'admin' })
      .where('id', '=', Number(admin.uid))
      .execute();
    await servers.store.db
      .updateTable('customers')
      .set({ firstname: 'Staff', lastname: 'Support' })
      .where('id', '=', Number(visitor.uid))
      .execute();
    const [adminClient, visitorClient] = [
      await connectChat(servers.urls[0]!, admin.chatToken),
      await connectChat(servers.urls[0]!, visitor.chatToken),
    ];
    try {
      await adminClient.request({ type: 'send', receiverId: visitor.uid, receiverType: 'user', text: 'Willkommen' });
      expect(await visitorClient.event('message')).toMatchObject({ sender: { uid: admin.uid, staff: true } });
      await visitorClient.request({ type: 'send', receiverId: admin.uid, receiverType: 'user', text: 'Ich bin Staff' });
      const fromVisitor = (await adminClient.event('message')) as { sender: Record<string, unknown> };
      expect(fromVisitor.sender).toEqual({ uid: visitor.uid, name: 'Staff Support' });

      expect((await visitorClient.request({ type: 'getUser', uid: admin.uid })).result).toMatchObject({ staff: true });
      expect((await adminClient.request({ type: 'getUser', uid: visitor.uid })).result).not.toHaveProperty('staff');
      const history = await visitorClient.request({ type: 'messages', uid: admin.uid });
      expect(history.result).toEqual([
        expect.objectContaining({
          text: 'Willkommen',
          sender: { uid: admin.uid, name: `Gast ${admin.uid}`, staff: true },
        }),
        expect.objectContaining({ text: 'Ich bin Staff', sender: { uid: visitor.uid, name: 'Staff Support' } }),
      ]);
    } finally {
      adminClient.close();
      visitorClient.close();
    }
  });
});

/** A port nothing listens on (the OS just handed it out and took it back). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

/** A redis-server of this test's own on a spare port, so the test can stop it. */
async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe.each(dialects)('while Redis is down, on %s', (dialect) => {
  let servers: ChatServers;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let dataDir: string;
  beforeAll(async () => {
    redis = await startRedis();
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-hygiene-redis-'));
    const bus = createRedisBus({
      url: redis.url,
      prefix: `test-hygiene-${Date.now()}:`,
      onConnectionError: () => undefined,
    });
    servers = await startChatServers(dialect, { dataDir, bus });
  });
  afterAll(async () => {
    await servers.close();
    await redis.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a chat message is stored once and reported sent, and /health answers 503 naming redis', async () => {
    const [a, b] = [await servers.newVisitor(), await servers.newVisitor()];
    const client = await connectChat(servers.urls[0]!, a.chatToken);
    try {
      expect((await fetch(`${servers.urls[0]}/health`)).status).toBe(200);
      await redis.stop();

      const health = await fetch(`${servers.urls[0]}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', failing: ['redis'] });

      const sent = await client.request({
        type: 'send',
        receiverId: b.uid,
        receiverType: 'user',
        text: 'während Redis fehlt',
        muid: 'once',
      });
      expect(sent).toMatchObject({ ok: true, result: { text: 'während Redis fehlt', muid: 'once' } });
      const stored = await servers.store.db
        .selectFrom('chat_messages')
        .select('id')
        .where('text', '=', 'während Redis fehlt')
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      client.close();
    }
  });
});

describe('the event file', () => {
  const problemsOf = (portal: string) => eventFileProblems(`${MINIMAL_EVENT_YAML}portal:\n${portal}`);

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://',
    ' https://evil.example',
  ])('refuses the link %j, which leads away from the portal or runs script', (link) => {
    const lines = [
      `  logo: ${JSON.stringify(link)}`,
      `  footer: { links: [{ label: Impressum, link: ${JSON.stringify(link)} }] }`,
      `  afterEvent: { thankYou: { redirectUrl: ${JSON.stringify(link)} } }`,
    ];
    expect(problemsOf(lines.join('\n'))).toEqual([
      expect.stringMatching(/^event\.yaml: portal\.logo: expected a path starting with a single \/ or an http/),
      expect.stringMatching(/^event\.yaml: portal\.footer\.links\[0\]\.link: expected a path starting with a single/),
      expect.stringMatching(/^event\.yaml: portal\.afterEvent\.thankYou\.redirectUrl: expected a path starting with/),
    ]);
  });

  it('takes single-slash paths, http(s) addresses and mailto: links', () => {
    expect(
      problemsOf(
        [
          '  logo: /demo/assets/logo.svg',
          '  footer: { links: [{ label: A, link: "https://example.org/a?b=c#d" }, { label: B, link: "mailto:x@example.org" }] }',
          '  afterEvent: { thankYou: { redirectUrl: /fin } }',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it.each([
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    'red; background: url(x)',
    'red } body { display: none',
    '#fff/**/;',
    "'Open Sans'); @import 'x",
    'var(--x, url(y))',
    '\\75 rl(x)',
  ])('refuses the theme value %j', (value) => {
    expect(problemsOf(`  theme: { colorPrimary: ${JSON.stringify(value)} }`)).toEqual([
      expect.stringMatching(
        /^event\.yaml: portal\.theme\.colorPrimary: expected a colour, length, number or font names/,
      ),
    ]);
  });

  it('takes colours, lengths, numbers and font names', () => {
    const theme = {
      colorPrimary: '#0b5fff',
      colorText: 'rgba(0, 0, 0, 0.87)',
      colorSurface: 'hsl(210 20% 96% / 0.5)',
      colorBorder: 'transparent',
      fontFamily: '\'Open Sans\', "Segoe UI", system-ui, sans-serif',
      fontSize: '1.125rem',
      radius: '0',
      navbarBackground: 'var(--foyer-color-primary)',
      shadow: '0 1px 2px rgba(0,0,0,.2)',
    };
    expect(problemsOf(`  theme: ${JSON.stringify(theme)}`)).toEqual([]);
  });
});
