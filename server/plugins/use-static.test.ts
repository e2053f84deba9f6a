import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { ICON, IMMUTABLE, REVALIDATE, portalPageHtml, scriptSafeJson } from './use-static.js';

const manifest = JSON.stringify({
  schemaVersion: '1.0.0',
  modules: [{ kind: 'javascript-module', path: 'dist/event-poll.js', declarations: [], exports: [] }],
});

const portalIndex =
  '<!doctype html><html><head><!-- foyer:config --></head><body><event-portal></event-portal></body></html>';

function injectedConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="foyer-config">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error(`No config script in ${html}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('static files and the standalone portal', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'foyer-static-'));
    await mkdir(join(root, 'dist', 'portal'), { recursive: true });
    await mkdir(join(root, 'demo'), { recursive: true });
    await writeFile(join(root, 'dist', 'portal', 'index.html'), portalIndex);
    await writeFile(join(root, 'dist', 'foyer.js'), 'export const foyer = 1;');
    await writeFile(join(root, 'demo', 'page.html'), '<p>demo</p>');
    await writeFile(join(root, 'custom-elements.json'), manifest);
    t = await createTestApp('sqlite', { env: { STATIC_ROOT: root } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves the built elements under /dist and the demo files under /demo', async () => {
    const script = await get('/dist/foyer.js', '*/*');
    const demo = await get('/demo/page.html');

    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('export const foyer = 1;');
    expect(demo.body).toBe('<p>demo</p>');
  });

  it.each(['/', '/welcome', '/stream/main', '/page/vip?preview=1'])(
    'answers GET %s for HTML with the portal page holding the imported config and apiUrl',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).not.toContain('<!-- foyer:config -->');
      expect(injectedConfig(response.body)).toMatchObject({
        apiUrl: '/graphql',
        loginType: 'anonymousLogin',
        sessionMode: 'normal',
        projectId: 4,
        eventProjectId: 6,
        language: 'de-DE-DU',
        title: 'Foyer Demo-Event',
        logo: '/demo/assets/logo.svg',
        footer: {
          links: [expect.objectContaining({ label: 'Impressum' }), expect.objectContaining({ label: 'Datenschutz' })],
        },
      });
    },
  );

  it('escapes < so a config value cannot close the script element', async () => {
    const config = { title: '</script><script>alert(1)</script>', loginType: 'anonymousLogin' };
    await t.store.db
      .updateTable('portal_config')
      .set({ config: JSON.stringify(config) })
      .execute();

    const response = await get('/');

    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(injectedConfig(response.body)['title']).toBe(config.title);
  });

  it('does not fall back to the portal for reserved paths, other methods or non-HTML requests', async () => {
    for (const response of [
      await get('/dist/missing.js'),
      await get('/demo/missing.html'),
      await get('/health/extra'),
      await get('/welcome', 'application/json'),
      await t.app.inject({ method: 'POST', url: '/welcome', headers: { accept: 'text/html' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('serves the custom-elements manifest as JSON, revalidated with an ETag', async () => {
    const response = await get('/custom-elements.json', 'application/json');
    const again = await t.app.inject({
      method: 'GET',
      url: '/custom-elements.json',
      headers: { 'if-none-match': String(response.headers.etag) },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.json()).toEqual(JSON.parse(manifest));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 with the build step when the manifest is not built', async () => {
    await rm(join(root, 'custom-elements.json'));

    const response = await get('/custom-elements.json', 'application/json');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('npm run build:manifest') });
    await writeFile(join(root, 'custom-elements.json'), manifest);
  });
});

describe('serving like a CDN', () => {
  // Big enough to be worth compressing; the build writes the .br and .gz twins (scripts/rollup/precompress.mjs).
  const chunk = `export const words = ${JSON.stringify('foyer '.repeat(500))};`;
  const entry = `import { words } from './chunks/words-Ab12Cd34.js'; export default words; // ${'x'.repeat(2000)}`;
  const page = `<!doctype html><html><head><!-- foyer:config --><style>${'p{margin:0}'.repeat(200)}</style></head></html>`;
  const segment = Buffer.alloc(4096, 7);
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'foyer-cdn-'));
    for (const folder of ['dist/portal', 'dist/chunks', 'demo', 'build/demo-stream']) {
      await mkdir(join(root, folder), { recursive: true });
    }
    await writeFile(join(root, 'dist/portal/index.html'), page);
    await writeFile(join(root, 'dist/portal/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const [file, source] of [
      ['dist/chunks/words-Ab12Cd34.js', chunk],
      ['dist/event-poll.js', entry],
    ] as const) {
      await writeFile(join(root, file), source);
      await writeFile(join(root, `${file}.br`), brotliCompressSync(source));
      await writeFile(join(root, `${file}.gz`), gzipSync(source));
    }
    await writeFile(join(root, 'build/demo-stream/segment0.ts'), segment);
    // Introspection (a development switch) gives a /graphql answer large enough to be worth compressing.
    t = await createTestApp('sqlite', { env: { STATIC_ROOT: root, GRAPHQL_INTROSPECTION: 'on' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });

  it('answers br with the brotli twin, gzip-only with the gzip twin, and identity without Accept-Encoding', async () => {
    const br = await get('/dist/chunks/words-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/dist/chunks/words-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/dist/chunks/words-Ab12Cd34.js');

    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    expect(br.rawPayload.byteLength).toBeLessThan(chunk.length / 5);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('marks hashed chunks immutable for a year and makes entry files revalidate with an ETag', async () => {
    const hashed = await get('/dist/chunks/words-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const stable = await get('/dist/event-poll.js', { 'accept-encoding': 'br' });
    const again = await get('/dist/event-poll.js', {
      'accept-encoding': 'br',
      'if-none-match': String(stable.headers.etag),
    });

    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    // Never revalidated nor fetched in parts: none of the headers that serve those.
    for (const header of ['etag', 'last-modified', 'accept-ranges']) expect(hashed.headers[header]).toBeUndefined();
    expect(stable.headers['cache-control']).toBe(REVALIDATE);
    expect(stable.headers.etag).toBeTruthy();
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the portal page when asked and answers a revalidation with 304', async () => {
    const html = { accept: 'text/html' };
    const br = await get('/welcome', { ...html, 'accept-encoding': 'br' });
    const plain = await get('/welcome', html);
    const again = await get('/welcome', { ...html, 'if-none-match': String(plain.headers.etag) });

    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(REVALIDATE);
    expect(plain.body).toContain('id="foyer-config"');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses a large /graphql answer when asked and leaves a small one alone', async () => {
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        payload: { query },
      });
    const large = await post('{ __schema { types { name description } } }');
    const small = await post('{ __typename }');

    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toMatchObject({ data: { __schema: {} } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends video segments as they are, whatever the browser accepts', async () => {
    const response = await get('/demo-stream/segment0.ts', { 'accept-encoding': 'br, gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(segment)).toBe(true);
  });

  it('serves the favicon at /favicon.ico and under dist/, cached for a day at both', async () => {
    for (const url of ['/favicon.ico', '/dist/portal/favicon.svg']) {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe(ICON);
      expect(response.body).toContain('<svg');
    }
  });
});

describe('the standalone portal before a build', () => {
  it('answers 503 with a hint to build', async () => {
    const root = await mkdtemp(join(tmpdir(), 'foyer-empty-'));
    const t = await createTestApp('sqlite', { env: { STATIC_ROOT: root } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The portal is not built: run npm run build');
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('scriptSafeJson', () => {
  it('round-trips through JSON.parse while containing no <', () => {
    const value = { a: '<!-- x -->', b: ['</script>'] };
    expect(scriptSafeJson(value)).not.toContain('<');
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });
});

describe('the portal page', () => {
  const built = [
    '<head>',
    '<!-- foyer:config -->',
    '<link rel="icon" href="/dist/portal/favicon.svg" type="image/svg+xml" />',
    '<script type="module" src="/dist/portal/main.js"></script>',
    '</head>',
  ].join('\n');

  it("keeps Foyer's icon when the event names none", () => {
    const page = portalPageHtml(built, { title: 'X' });

    expect(page).toContain('<link rel="icon" href="/dist/portal/favicon.svg"');
    expect(page).not.toContain('apple-touch-icon');
    expect(page).toContain('<script type="application/json" id="foyer-config">{"title":"X"}</script>');
  });

  it("shows the event's favicon and apple-touch icon instead, their addresses escaped", () => {
    const page = portalPageHtml(built, {
      analytics: { favicon: '/assets/icon.png?v="2"&x=<', appleTouchIcon: 'https://cdn.example.org/touch.png' },
    });
    const icons = new JSDOM(page).window.document.querySelectorAll('link');

    expect([...icons].map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['icon', '/assets/icon.png?v="2"&x=<'],
      ['apple-touch-icon', 'https://cdn.example.org/touch.png'],
    ]);
    expect(page).not.toContain('favicon.svg');
  });
});
