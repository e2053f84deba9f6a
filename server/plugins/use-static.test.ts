import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { scriptSafeJson } from './use-static.js';

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
