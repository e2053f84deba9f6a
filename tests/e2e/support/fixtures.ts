// The shared fixtures of the e2e suite (docs/testing.md): a built server per file on its own port and data folder,
// Debian's Chromium with fresh contexts per test, the CSP-safe axe check, GraphQL and the server's test clock.
// Each `use…` helper registers its own vitest hooks (start in beforeAll, clean up in afterEach/afterAll), so a file
// calls it once at the top level (or in a describe) and reads the handle inside its tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromiumLaunchOptions } from '../../support/chromium.mjs';
import { graphqlRequest, type GraphqlAnswer, type GraphqlOptions } from '../../support/graphql.mjs';
import { startSmtpServer, type LocalSmtpServer } from '../../support/smtp.mjs';
import { startServer, type RunningServer } from '../../support/start-server.mjs';

/** The absolute path of a file in tests/e2e/fixtures/. */
export const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

// ---------------------------------------------------------------------------------------------------------------
// Server

export interface ServerOptions {
  /** The event file: a name in tests/e2e/fixtures/ or an absolute path; the demo event when left out. */
  event?: string;
  /** More settings for the server (OPERATOR_TOKEN, JWT_SECRET, CORS_ORIGINS, …). */
  env?: Record<string, string>;
  /** Turns on TEST_CLOCK; the clock goes back to the real time after every test. */
  testClock?: boolean;
  /** Sets an OPERATOR_TOKEN, for asOperator(). */
  operator?: boolean;
}

export interface E2EServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** The server's data folder (for the CLI's DATA_DIR); it survives restart() and is removed after the file. */
  readonly dataDir: string;
  /** POSTs a query to this server's /graphql and returns the answer as sent (data and errors). */
  graphql<Data = Record<string, unknown>>(query: string, options?: GraphqlOptions): Promise<GraphqlAnswer<Data>>;
  /** As graphql(), with the operator's token (needs `operator`), as during a live show. */
  asOperator<Data = Record<string, unknown>>(
    query: string,
    options?: Omit<GraphqlOptions, 'token'>,
  ): Promise<GraphqlAnswer<Data>>;
  /** Moves the server's clock (needs testClock). */
  setClock(now: string | Date): Promise<void>;
  /** Stops the server and starts it again on the same port and data. */
  restart(): Promise<void>;
}

/** The OPERATOR_TOKEN of every server with `operator`: each has its own store, so one token serves all. */
const OPERATOR_TOKEN = 'e2e-operator-token-'.padEnd(40, '0');

function serverEnv({ event, env, testClock, operator }: ServerOptions): Record<string, string> {
  return {
    ...(event ? { EVENT_FILE: isAbsolute(event) ? event : fixture(event) } : {}),
    ...(testClock ? { TEST_CLOCK: 'on' } : {}),
    ...(operator ? { OPERATOR_TOKEN } : {}),
    ...env,
  };
}

class ServerHandle implements E2EServer {
  private running: RunningServer | undefined;
  private folder: string | undefined;

  constructor(private readonly options: () => ServerOptions) {}

  private get server(): RunningServer {
    if (!this.running) throw new Error('The server is not running: use it inside a test or a hook after useServer');
    return this.running;
  }

  get url(): string {
    return this.server.url;
  }
  get port(): number {
    return this.server.port;
  }
  get dataDir(): string {
    return this.server.dataDir;
  }

  async start(port?: number): Promise<void> {
    this.folder ??= mkdtempSync(join(tmpdir(), 'foyer-e2e-'));
    this.running = await startServer({ env: serverEnv(this.options()), dataDir: this.folder, port });
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
    if (this.folder) rmSync(this.folder, { recursive: true, force: true });
    this.folder = undefined;
  }

  async restart(): Promise<void> {
    const { port } = this.server;
    await this.server.stop();
    this.running = undefined;
    await this.start(port);
  }

  graphql<Data = Record<string, unknown>>(query: string, options?: GraphqlOptions): Promise<GraphqlAnswer<Data>> {
    return graphqlRequest<Data>(this.url, query, options);
  }

  asOperator<Data = Record<string, unknown>>(
    query: string,
    options?: Omit<GraphqlOptions, 'token'>,
  ): Promise<GraphqlAnswer<Data>> {
    return this.graphql<Data>(query, { ...options, token: OPERATOR_TOKEN });
  }

  async setClock(now: string | Date): Promise<void> {
    const response = await fetch(`${this.url}/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: typeof now === 'string' ? now : now.toISOString() }),
    });
    expect(response.status).toBe(200);
  }
}

type Options<T> = T | (() => T);
const resolve = <T>(options: Options<T>): T => (typeof options === 'function' ? (options as () => T)() : options);

/**
 * Servers for the file (or describe) that calls it, started side by side before its tests and stopped after them:
 * `const { a, b } = useServers({ a: { event: 'x.yaml' }, b: {} })`. Options may be a function, read at start, for
 * settings known only then (a mailbox's URL, another server's address).
 */
export function useServers<Name extends string>(
  options: Options<Record<Name, ServerOptions>>,
): Record<Name, E2EServer> {
  const handles = {} as Record<Name, ServerHandle>;
  const names = (): Name[] => Object.keys(resolve(options)) as Name[];
  const handle = (name: Name): ServerHandle => (handles[name] ??= new ServerHandle(() => resolve(options)[name]));
  beforeAll(async () => {
    await Promise.all(names().map((name) => handle(name).start()));
  });
  afterEach(async () => {
    const clocked = names().filter((name) => resolve(options)[name].testClock);
    await Promise.all(clocked.map((name) => handle(name).setClock(new Date())));
  });
  afterAll(async () => {
    await Promise.all(Object.values<ServerHandle>(handles).map((server) => server.stop()));
  });
  // The names are known only once the options can be read: hand out handles by name on demand.
  return new Proxy(handles, { get: (_, name) => handle(name as Name) });
}

/** One server for the file (or describe) that calls it: `const server = useServer({ event: 'x.yaml' })`. */
export function useServer(options: Options<ServerOptions> = {}): E2EServer {
  return useServers(() => ({ server: resolve(options) })).server;
}

// ---------------------------------------------------------------------------------------------------------------
// Browser

export interface BrowserOptions {
  /** Lets media play without a user gesture, as for a visitor who has used the site before. */
  autoplay?: boolean;
}

export interface PageOptions extends BrowserContextOptions {
  /** Keep the context open for the rest of the file (for visitors several tests share); else closed after the test. */
  keep?: boolean;
}

export interface E2EBrowser {
  readonly browser: Browser;
  /** A new context (1280×800, de-DE unless given), closed after the test unless `keep`. */
  newContext(options?: PageOptions): Promise<BrowserContext>;
  /** A page in a new context; an uncaught error in the page fails the run. */
  newPage(options?: PageOptions): Promise<Page>;
}

/** An uncaught error in the page fails the run (thrown outside the test, vitest reports it). */
export function failOnPageError(page: Page): Page {
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Debian's Chromium for the file that calls it: launched before its tests, closed after them. */
export function useBrowser(options: BrowserOptions = {}): E2EBrowser {
  let browser: Browser | undefined;
  const perTest: BrowserContext[] = [];
  beforeAll(async () => {
    const launch = chromiumLaunchOptions();
    const extra = options.autoplay ? ['--autoplay-policy=no-user-gesture-required'] : [];
    browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...extra] });
  });
  afterEach(async () => {
    await Promise.all(perTest.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const handle: E2EBrowser = {
    get browser() {
      if (!browser) throw new Error('The browser is not running: use it inside a test or a hook after useBrowser');
      return browser;
    },
    async newContext({ keep = false, viewport, locale, ...contextOptions } = {}) {
      const context = await handle.browser.newContext({
        viewport: viewport ?? { width: 1280, height: 800 },
        locale: locale ?? 'de-DE',
        ...contextOptions,
      });
      if (!keep) perTest.push(context);
      return context;
    },
    async newPage(pageOptions) {
      const context = await handle.newContext(pageOptions);
      return failOnPageError(await context.newPage());
    },
  };
  return handle;
}

// ---------------------------------------------------------------------------------------------------------------
// Checks and helpers

/**
 * The axe violations of the page, as "rule: targets". axe's source goes in through evaluate (CDP), which the pages'
 * Content-Security-Policy allows, where a script tag would be refused. `iframes: false` leaves out frames of other
 * origins (players, stubs) that are not ours to check.
 */
export async function axeViolations(page: Page, { iframes = true }: { iframes?: boolean } = {}): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async (checkFrames) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const { violations } = await run(document, { resultTypes: ['violations'], iframes: checkFrames });
    return violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, iframes);
}

/** A local SMTP server for the file, started before its servers need SMTP_URL; it keeps every mail it receives. */
export function useMailbox(): Pick<LocalSmtpServer, 'url' | 'nextMail'> {
  let smtp: LocalSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const running = (): LocalSmtpServer => {
    if (!smtp) throw new Error('The mailbox is not running: use it inside a test or a hook after useMailbox');
    return smtp;
  };
  return {
    get url() {
      return running().url;
    },
    nextMail: (to, timeoutMs) => running().nextMail(to, timeoutMs),
  };
}

/** Waits until the video has played past its first second. */
export async function expectVideoPlaying(video: Locator): Promise<void> {
  await video.waitFor();
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
}

/** The path of the page's address. */
export const pathname = (page: Page): string => new URL(page.url()).pathname;

/** Fills the e-mail login form on the server's /landing and submits it; the caller waits for what it expects. */
export async function submitEmailLogin(page: Page, serverUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${serverUrl}/landing`);
  await page.getByLabel('E-Mail-Adresse *').fill(email);
  await page.getByLabel('Passwort *', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}
