// The built server sends the built dist/ like a CDN (issue 13): the portal page preloads exactly the files its entry
// imports statically, every one of them exists and comes from its brotli twin, immutable when content-hashed.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useServer } from './support/fixtures.js';

interface BundleReport {
  entries: { entry: string; fileNames: string[] }[];
  pageStates: { state: string; fileNames: string[]; brotliBytes: number; budgetBrotliBytes?: number }[];
}

const server = useServer();

describe('the built portal over the wire', () => {
  it('preloads the entry’s static imports, each served brotli-compressed, hashed chunks immutable', async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const html = await page.text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    const report = JSON.parse(await readFile('dist/bundle-size.json', 'utf8')) as BundleReport;
    const closure = report.entries.find((entry) => entry.entry === 'portal/main.js')?.fileNames ?? [];

    expect(page.headers.get('content-encoding')).toBe('br');
    expect(preloads.sort()).toEqual(
      closure
        .filter((file) => file !== 'portal/main.js')
        .map((file) => `/dist/${file}`)
        .sort(),
    );
    for (const href of preloads) {
      const response = await fetch(`${server.url}${href}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, href).toBe(200);
      expect(response.headers.get('content-encoding'), href).toBe('br');
      // Other elements' entry files keep stable names for hosts, so only the hashed chunks are immutable.
      expect(response.headers.get('cache-control'), href).toBe(
        href?.startsWith('/dist/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A script keeps the headers that govern a script and sheds a document's policies.
      expect(response.headers.get('x-content-type-options'), href).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), href).toBe('cross-origin');
      expect(response.headers.get('content-security-policy'), href).toBeNull();
      expect(response.headers.get('x-frame-options'), href).toBeNull();
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('inlines its favicon in the portal page (no request on a first visit) and serves it at /favicon.ico', async () => {
    const html = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const served = await fetch(`${server.url}/favicon.ico`);
    const file = await served.text();

    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(icon.slice('data:image/svg+xml,'.length))).toBe(file.trim().replace(/\s+/g, ' '));
  });

  it('reports every page state with its brotli weight in dist/bundle-size.json', async () => {
    const report = JSON.parse(await readFile('dist/bundle-size.json', 'utf8')) as BundleReport;

    expect(report.pageStates.map((state) => state.state)).toEqual([
      'portal, anonymous, until the welcome text',
      'portal, welcome text, then the bubble',
      'poll-only page, until its options',
      'Q&A-only page, until its questions',
      'bubble before opening, host token',
      'bubble before opening, portal session',
      'bubble before opening, anonymous',
      'bubble logged in, host token',
      'bubble logged in, portal session',
      'bubble logged in, anonymous',
      'chat panel open, in total',
      'stream page, hls.js path',
      'hls.js chunk',
    ]);
    for (const state of report.pageStates) expect(state.brotliBytes, state.state).toBeGreaterThan(0);
    // Issue 32: the anonymous login path keeps the bubble free of React, the element API and Apollo.
    const anonymous = report.pageStates.find((state) => state.state === 'bubble before opening, anonymous');
    expect(anonymous?.fileNames.filter((file) => /(react|apollo|element-api|chat-panel)/.test(file))).toEqual([]);
  });
});
