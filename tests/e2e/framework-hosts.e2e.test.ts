// Foyer as a developer with npm meets it: `npm pack` of the built package (build/package, `npm run build`), installed
// into fresh React 19 and Vue 3 host projects (tests/e2e/fixtures/hosts/) next to react, vue, vite and the type
// checkers from the npm registry; the host code is type-checked against the shipped typings (a deliberately wrong
// attribute must fail), built with Vite, served on another origin than the Foyer server and used in Chromium.
// npm's cache lives in FOYER_HOSTS_CACHE (default: <tmp>/foyer-hosts-cache), so a second run installs offline.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const packageDir = join(repoRoot, 'build/package');
const fixtures = join(repoRoot, 'tests/e2e/fixtures/hosts');
const cache = process.env.FOYER_HOSTS_CACHE ?? join(tmpdir(), 'foyer-hosts-cache');
const INSTALL_TIMEOUT = 10 * 60_000;

/** The environment of the host toolchain: none of the npm script or test runner settings this test runs under. */
const toolEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_ENV$|NODE_OPTIONS$)/i.test(name)),
);

/** Runs a command in a host project; a failure reports its output. */
async function inHost(dir: string, command: string, args: string[]) {
  return run(command, args, { cwd: dir, env: toolEnv, maxBuffer: 32 * 1024 * 1024, timeout: INSTALL_TIMEOUT });
}

/** A command that must fail: its exit code and output. */
async function failing(dir: string, command: string, args: string[]) {
  try {
    await inHost(dir, command, args);
    return { code: 0, output: '' };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: `${stdout}${stderr}` };
  }
}

interface Host {
  name: 'react' | 'vue';
  /** The type checker the host project uses. */
  checker: string;
  /** The deliberately wrong fixture and the attribute it gets wrong. */
  wrongFile: string;
  dir: string;
  origin: string;
  server: Server;
}

const hosts: Host[] = [
  { name: 'react', checker: 'tsc', wrongFile: 'wrong/wrong-attribute.tsx' },
  { name: 'vue', checker: 'vue-tsc', wrongFile: 'wrong/WrongAttribute.vue' },
].map((host) => ({ ...host, dir: '', origin: '', server: createServer() }) as Host);

/** The server key the host's server holds (docs/embedding.md "Chat with your own users"). */
const SERVER_KEY = 'framework-host-key-'.padEnd(48, 'k');
/** The host's other user, already in the chat. */
const FRIEND = { uid: 'host-friend', name: 'Grace Hopper' };
/** Each host app's logged-in user, by the host's own id. */
const userOf = (host: Host) => ({ uid: `host-${host.name}`, name: `Ada from ${host.name}` });

/** What a host's server does for its logged-in user: asks Foyer's POST /chat/tokens with the server key. */
async function chatTokenFor(user: { uid: string; name: string }): Promise<string> {
  const response = await fetch(`${foyer.url}/chat/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`POST /chat/tokens: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The host app's own route, which its tokenProvider asks (never with the key in the browser). */
async function hostChatToken(host: Host, response: import('node:http').ServerResponse): Promise<void> {
  try {
    const token = await chatTokenFor(userOf(host));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token }));
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
  }
}

let work: string;
let tarball: string;
/** What `npm pack --json` says it packed. */
let packed: { filename: string; size: number; files: { path: string }[] };
let foyer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(packageDir, 'package.json'))) throw new Error('build/package is missing: run npm run build');
  work = await mkdtemp(join(tmpdir(), 'foyer-hosts-'));
  const pack = await inHost(repoRoot, 'npm', ['pack', packageDir, '--pack-destination', work, '--json']);
  packed = (JSON.parse(pack.stdout) as (typeof packed)[])[0]!;
  tarball = join(work, packed.filename);
  for (const host of hosts) {
    host.dir = join(work, host.name);
    await cp(join(fixtures, host.name), host.dir, { recursive: true });
    // A fresh host project: its own dependencies from the registry (or npm's cache) and the packed tarball.
    await inHost(host.dir, 'npm', [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--cache',
      join(cache, 'npm'),
      tarball,
    ]);
    await inHost(host.dir, 'npx', ['--no-install', 'vite', 'build']);
    const files = sirv(join(host.dir, 'dist'), { single: true, dev: true });
    host.server.on('request', (request, response) => {
      if (request.method === 'POST' && request.url === '/chat-token') return void hostChatToken(host, response);
      files(request, response);
    });
    await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve));
    // localhost vs the Foyer server's 127.0.0.1: another origin.
    host.origin = `http://localhost:${(host.server.address() as AddressInfo).port}`;
  }
  foyer = await startServer({
    env: { CORS_ORIGINS: hosts.map((host) => host.origin).join(','), CHAT_SERVER_KEY: SERVER_KEY },
  });
  // The host's other user, whom its logged-in user finds in the chat: created as any host user is, on first use.
  await chatTokenFor(FRIEND);
  const launch = chromiumLaunchOptions();
  browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--autoplay-policy=no-user-gesture-required'],
  });
}, INSTALL_TIMEOUT);

afterAll(async () => {
  await browser?.close();
  await foyer?.stop();
  for (const host of hosts) await new Promise((resolve) => host.server.close(resolve));
  if (work) await rm(work, { recursive: true, force: true });
});

/** The host's own state the elements must leave alone. */
async function hostState(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
  }));
}

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostHeard: { type: string; detail: unknown }[] }).hostHeard);

describe('the packed package', () => {
  it('holds only what a host needs: the scripts, the typings, the manifest and the editor data', () => {
    const paths = packed.files.map((file) => file.path);
    const unexpected = paths.filter(
      (path) =>
        !/^(dist\/(chunks\/)?[\w.-]+\.js|types\/[\w/.-]+\.d\.ts|package\.json|README\.md)$/.test(path) &&
        !['custom-elements.json', 'web-types.json', 'vscode.html-custom-data.json'].includes(path),
    );
    expect(unexpected).toEqual([]);
    expect(paths).not.toContain('dist/portal/main.js');
  });

  it('exports every tag with its types, the framework typings and the manifest, all of them packed', async () => {
    const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
      private?: boolean;
      dependencies?: object;
      exports: Record<string, string | { types: string; default?: string }>;
    };
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies).toBeUndefined();
    const tags = ['event-portal', 'event-stream', 'event-cards', 'event-form', 'event-poll', 'event-qa', 'chat-widget'];
    for (const entry of ['.', ...tags.map((tag) => `./${tag}`)]) {
      expect(manifest.exports[entry]).toEqual({ types: expect.any(String), default: expect.any(String) });
    }
    for (const entry of ['./react', './vue']) expect(manifest.exports[entry]).toEqual({ types: expect.any(String) });
    const paths = new Set(packed.files.map((file) => file.path));
    const targets = Object.values(manifest.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
    );
    expect(targets.filter((target) => !paths.has(target.replace(/^\.\//, '')))).toEqual([]);
  });
});

describe.each(hosts)('a $name host app built from the npm package', (host) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(() => {
      if (localStorage.getItem('token') !== null) return;
      localStorage.setItem('token', 'host-token');
      localStorage.setItem('user', '{"host":"user"}');
      sessionStorage.setItem('token', 'host-session-token');
      document.cookie = 'token=host-cookie; path=/';
    });
    page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`${host.origin}/?api=${encodeURIComponent(`${foyer.url}/graphql`)}`);
  });

  afterAll(async () => {
    await context?.close();
  });

  it(`type-checks with ${host.checker} against the shipped typings`, async () => {
    await expect(inHost(host.dir, 'npx', ['--no-install', host.checker, '-p', 'tsconfig.json'])).resolves.toBeTruthy();
  });

  it(`fails ${host.checker} for a wrong attribute type and an unknown attribute value`, async () => {
    const { code, output } = await failing(host.dir, 'npx', [
      '--no-install',
      host.checker,
      '-p',
      'tsconfig.wrong.json',
    ]);
    expect(code).not.toBe(0);
    const errors = output.split('\n').filter((line) => line.startsWith(host.wrongFile));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('error TS2322');
    expect(output).toMatch(/'string' is not assignable to type 'number'/);
    expect(errors[1]).toMatch(
      /"sideways"' is not assignable to type '"(side|stacked)" \| "(side|stacked)" \| undefined'/,
    );
  });

  it('votes in the poll and hears event-poll-vote with its typed detail', async () => {
    const option = page.locator('event-poll [part="poll-option"]').first();
    await option.waitFor();
    const label = await option.textContent();
    await option.click();
    await expect
      .poll(async () => (await heard(page)).filter((event) => event.type === 'event-poll-vote'))
      .toHaveLength(1);
    const vote = (await heard(page)).find((event) => event.type === 'event-poll-vote')!;
    expect(vote.detail).toMatchObject({ code: 'lieblingsthema', word: null });
    const votes = page.locator('#votes li');
    await expect.poll(() => votes.count()).toBe(1);
    expect(label).toContain(await votes.first().textContent());
    expect(
      await page
        .locator('event-poll')
        .evaluate((poll) => (poll as HTMLElement & { pollIntervall: number }).pollIntervall),
    ).toBe(5000);
  });

  it('plays the stream from the Foyer server and hears event-stream-loaded', async () => {
    const video = page.locator('event-stream video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    const loaded = (await heard(page)).find((event) => event.type === 'event-stream-loaded');
    expect(loaded?.detail).toMatchObject({ code: 'main' });
  });

  it('follows an attribute the host changes at runtime and goes back to the default when it removes it', async () => {
    const poll = page.locator('event-poll');
    const root = poll.locator('[part="root"]');
    expect(await root.getAttribute('lang')).toBe('de');
    await page.locator('#english').click();
    await expect.poll(() => root.getAttribute('lang')).toBe('en');
    expect(await poll.getAttribute('language')).toBe('en');
    await page.locator('#default-language').click();
    await expect.poll(() => root.getAttribute('lang')).toBe('de');
    expect(await poll.getAttribute('language')).toBeNull();
    expect(await poll.evaluate((element) => (element as HTMLElement & { language?: string }).language)).toBeUndefined();
  });

  it("opens the chat bubble as the host's own user and writes to another host user", async () => {
    const widget = page.locator('chat-widget');
    await widget.locator('[part="bubble"]').click();
    await widget.getByRole('tab', { name: 'Users' }).click();
    await widget.getByRole('searchbox').fill('Grace');
    await widget.locator('[part="list-item"]').filter({ hasText: FRIEND.name }).click();
    const composer = widget.locator('[part="composer-input"]');
    await composer.fill(`Hello from the ${host.name} host`);
    await composer.press('Enter');
    await widget
      .locator('[part="message-bubble"]')
      .filter({ hasText: `Hello from the ${host.name} host` })
      .waitFor();
    expect(await heard(page)).toContainEqual({ type: 'chat-open', detail: {} });
  });

  it("leaves the host's localStorage, sessionStorage and cookies as they were, keeping its own under its namespace", async () => {
    const state = await hostState(page);
    const namespace = `foyer:${foyer.url}:`;
    const own = (entries: Record<string, string>) =>
      Object.fromEntries(Object.entries(entries).filter(([key]) => !key.startsWith(namespace)));
    expect(own(state.local)).toEqual({ token: 'host-token', user: '{"host":"user"}' });
    expect(own(state.session)).toEqual({ token: 'host-session-token' });
    expect(state.cookie).toBe('token=host-cookie');
    // The vote logged the visitor in anonymously: that session is Foyer's, under its key.
    expect(state.local[`${namespace}token`]).toBeTruthy();
  });
});
