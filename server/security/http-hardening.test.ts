// The HTTP side of issue #11 as an attacker would try it: CORS, security headers, the dev mailbox, a request that
// never finishes; real requests against the real app (raw sockets where HTTP clients would
// not misbehave), on both stores where the store takes part.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test-support/stores.js';
import { importEvent } from '../event-file/import-event.js';
import { readEventFile } from '../event-file/read-event-file.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const LOGIN = { query: 'query { customerParentEventLogin { token } }' };

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return address.port;
}

/** Writes `request` on a raw socket and resolves with what came back and how long until the server closed it. */
function rawRequest(port: number, request: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: performance.now() - started }));
  });
}

describe('CORS', () => {
  it("with CORS_ORIGINS='*': any origin may read, never with credentials, and null gets no credentials either", async () => {
    const t = await createTestApp('sqlite', { env: { CORS_ORIGINS: '*' } });
    try {
      for (const origin of ['https://evil.example', 'null']) {
        const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { origin }, payload: LOGIN });
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url: '/graphql',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        expect(preflight.headers['access-control-allow-origin']).toBe('*');
        expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });

  it('with listed origins: credentials for those only; another origin and null are not allowed', async () => {
    const t = await createTestApp('sqlite', { env: { CORS_ORIGINS: 'https://cms.example.org' } });
    try {
      const listed = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { origin: 'https://cms.example.org' },
        payload: LOGIN,
      });
      expect(listed.headers['access-control-allow-origin']).toBe('https://cms.example.org');
      expect(listed.headers['access-control-allow-credentials']).toBe('true');
      for (const origin of ['https://evil.example', 'null', 'https://cms.example.org.evil.example']) {
        const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { origin }, payload: LOGIN });
        // Without Access-Control-Allow-Origin the browser hands the other site nothing.
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('are on every page and file, and frames are for our own origin only', async () => {
    for (const url of ['/', '/no-such-page', '/demo/index.html', '/demo/stream-only.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = response.headers['content-security-policy'] as string;
      expect(csp, url).toContain("frame-ancestors 'self'");
      // Our own scripts only: the demo's support chat is a local stand-in (issue #25: 'https:' let any host's in).
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it("give the zoom page its own policy: the Meeting SDK's WebAssembly and zoom.us hosts, there only", async () => {
    const zoom = await t.app.inject({ method: 'GET', url: '/zoom.html', headers: { accept: 'text/html' } });
    const csp = zoom.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' .*https:\/\/\*\.zoom\.us/);
    expect(csp).toContain("connect-src 'self' https://zoom.us https://*.zoom.us wss://*.zoom.us");
    expect(zoom.headers['x-frame-options']).toBe('SAMEORIGIN');
    const portal = await t.app.inject({ method: 'GET', url: '/stream/meeting', headers: { accept: 'text/html' } });
    expect(portal.headers['content-security-policy']).not.toMatch(/wasm-unsafe-eval|zoom\.us/);
  });

  it("give an image no document's policies, and an SVG opened on its own a policy that lets it run and load nothing", async () => {
    for (const url of ['/demo/assets/logo.svg', '/favicon.ico']) {
      const svg = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(svg.statusCode, url).toBe(200);
      expect(svg.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(svg.headers['content-security-policy'], url).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(svg.headers['x-content-type-options'], url).toBe('nosniff');
      expect(svg.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      for (const documentOnly of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
        expect(svg.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('give an API answer the short policy of an API: no content, never framed, never sniffed', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ getWelcome { title } }' } }),
      await t.app.inject({ method: 'GET', url: '/health', headers: { accept: 'text/html' } }),
      await t.app.inject({ method: 'GET', url: '/dist/no-such-file.js' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/json/);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('let FRAME_ANCESTORS name the sites that may frame the portal', async () => {
    const framed = await createTestApp('sqlite', {
      env: { FRAME_ANCESTORS: 'https://intranet.example.org,https://cms.example.org' },
    });
    try {
      const response = await framed.app.inject({ method: 'GET', url: '/demo/index.html' });
      expect(response.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://intranet.example.org https://cms.example.org",
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
    } finally {
      await framed.close();
    }
  });
});

describe.each(dialects)('the dev mailbox on %s', (dialect) => {
  const resetMail = { query: 'mutation { resetCustomerPassword(email: "admin@example.org") }' };

  it('is not there unless DEV_MAILBOX=on', async () => {
    const t = await createTestApp(dialect);
    try {
      expect((await t.app.inject({ method: 'POST', url: '/graphql', payload: resetMail })).statusCode).toBe(200);
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('resetPassword');
      }
    } finally {
      await t.close();
    }
  });

  it('with DEV_MAILBOX=on, answers loopback clients only, and nobody through a proxy', async () => {
    const t = await createTestApp(dialect, { env: { DEV_MAILBOX: 'on' } });
    try {
      const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(local.json()).toEqual({ messages: [] });
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '::1' })).statusCode).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      const proxied = await t.app.inject({
        method: 'GET',
        url: '/dev/mailbox.json',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(proxied.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('a request that stops sending', () => {
  it('is closed: headers and then no body, and a request with half its headers', async () => {
    const t = await createTestApp('sqlite', { env: { IDLE_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' } });
    try {
      const port = await listening(t);
      const noBody = await rawRequest(
        port,
        'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      const halfHeaders = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      console.info(
        `idle timeout 1 s: a body that never came was cut off after ${noBody.closedAfterMs.toFixed(0)} ms, ` +
          `headers that never ended after ${halfHeaders.closedAfterMs.toFixed(0)} ms`,
      );
      // The socket closed on its own; no 2xx was made up from a missing body.
      expect(noBody.answer).not.toMatch(/^HTTP\/1\.1 2/);
      expect(halfHeaders.answer).not.toMatch(/^HTTP\/1\.1 2/);
    } finally {
      await t.close();
    }
  });

  it('is answered when the server works on it longer than the idle timeout (the client is not idle then)', async () => {
    const t = await createTestApp('sqlite', { env: { IDLE_TIMEOUT_SECONDS: '1' } });
    try {
      // Work that takes twice the idle timeout once the request is in, as a vote did under load (issue #31).
      t.app.post('/slow-work', async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return { received: request.body };
      });
      const port = await listening(t);
      const { answer } = await rawRequest(
        port,
        'POST /slow-work HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 9\r\n' +
          'Connection: close\r\n\r\n{"v":"1"}',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toContain('{"received":{"v":"1"}}');
    } finally {
      await t.close();
    }
  });

  it('answers as usual when it finishes in time', async () => {
    const t = await createTestApp('sqlite', { env: { IDLE_TIMEOUT_SECONDS: '1' } });
    try {
      const port = await listening(t);
      const { answer } = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await t.close();
    }
  });
});

describe("a page's script sources", () => {
  it("are our own origin and exactly the origins of the scripts the event's portal configuration loads", async () => {
    const t = await createTestApp('sqlite', { importDemo: false });
    try {
      const fixture = new URL('../../tests/e2e/fixtures/support-tawk-to.yaml', import.meta.url).pathname;
      const event = await readEventFile(fixture);
      event.portal = {
        ...event.portal,
        analytics: { tagManagerId: 'GTM-ABC123', matomo: { url: 'https://stats.example.org/matomo/', siteId: 3 } },
      } as typeof event.portal;
      await importEvent(t.store.db, event);
      const page = await t.app.inject({ method: 'GET', url: '/demo/index.html' });
      expect(page.headers['content-security-policy']).toContain(
        "script-src 'self' https://www.googletagmanager.com https://stats.example.org https://embed.tawk.to;",
      );
      // A script file or an API answer keeps no page policy; no other kind of answer widens script-src.
      const api = await t.graphql('{ getWelcome { title } }');
      expect(api.statusCode).toBe(200);
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(String(health.headers['content-security-policy'])).not.toContain('tawk');
    } finally {
      await t.close();
    }
  });
});
