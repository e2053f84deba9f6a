import fastifyStatic from '@fastify/static';
import { escapeAttribute } from 'entities';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

export interface StaticOptions {
  /** The folder that holds dist/ and demo/. */
  root: string;
  /** The runtime configuration the standalone portal boots with. */
  portalConfig: () => Promise<Record<string, unknown>>;
  /** Paths that never fall back to the portal page. */
  reservedPrefixes?: string[];
}

const CONFIG_PLACEHOLDER = '<!-- foyer:config -->';

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The build's icon link in the portal page (scripts/rollup/portal-html.mjs). */
const BUILT_ICON_LINK = /<link rel="icon"[^>]*>\s*/;

/**
 * The portal page with its runtime configuration in the config script (also used by the static build), and the
 * event's icons (§3 analytics config: favicon, appleTouchIcon) in place of Foyer's, so the tab shows them at once.
 */
export function portalPageHtml(html: string, config: Record<string, unknown>): string {
  const { favicon, appleTouchIcon } = (config['analytics'] ?? {}) as { favicon?: string; appleTouchIcon?: string };
  const head = [
    favicon ? `<link rel="icon" href="${escapeAttribute(favicon)}" />` : '',
    appleTouchIcon ? `<link rel="apple-touch-icon" href="${escapeAttribute(appleTouchIcon)}" />` : '',
    `<script type="application/json" id="foyer-config">${scriptSafeJson(config)}</script>`,
  ];
  const page = favicon ? html.replace(BUILT_ICON_LINK, '') : html;
  return page.replace(CONFIG_PLACEHOLDER, () => head.filter(Boolean).join('\n    '));
}

/** Content-hashed chunks never change under their name; everything else keeps a stable name and is revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file under dist/: rollup names the shared chunks dist/chunks/<name>-<hash>.js. */
export function distCacheControl(distRoot: string, file: string): string {
  const path = relative(distRoot, file).split(sep);
  if (path[0] === 'chunks') return IMMUTABLE;
  // Chromium asks for the page's icon again after the portal's first in-app navigation: a day of cache answers it.
  return path.join('/') === FAVICON ? ICON : REVALIDATE;
}

/** The portal's icon under dist/, also served as /favicon.ico. */
const FAVICON = 'portal/favicon.svg';
export const ICON = 'public, max-age=86400';

/** A strong ETag for an answer built in memory (the portal page), so a revalidation costs a 304 and no body. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A page the build writes under dist/, or undefined before the first `npm run build`. */
export async function readBuiltPage(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/** 503 for a page that is not built yet, saying how to build it. */
export function sendNotBuilt(reply: FastifyReply, what: string) {
  return reply.code(503).type('text/plain; charset=utf-8').send(`${what} is not built: run npm run build`);
}

/** Sends a body built in memory with an ETag, revalidated on every use: a 304 and no body when it is unchanged. */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const etag = etagOf(body);
  reply.header('cache-control', REVALIDATE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * Serves /dist/* (the built elements), /demo/*, and the standalone portal: any other GET for HTML gets
 * dist/portal/index.html with the runtime configuration injected, so the portal's own routes survive a reload.
 * dist/ is served like a CDN: the build's .br and .gz twins for browsers that accept them (scripts/rollup/
 * precompress.mjs), hashed chunks immutable for a year, entry files and HTML revalidated with an ETag.
 */
export async function useStatic(
  app: FastifyInstance,
  { root, portalConfig, reservedPrefixes = ['/graphql', '/health', '/dist', '/demo'] }: StaticOptions,
): Promise<void> {
  const staticRoot = resolve(root);
  const distRoot = join(staticRoot, 'dist');
  await app.register(fastifyStatic, {
    root: distRoot,
    prefix: '/dist/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader('cache-control', distCacheControl(distRoot, file));
    },
  });
  // The hashed chunks again, more specific: never revalidated and never fetched in ranges, so an ETag, a
  // Last-Modified and Accept-Ranges would be 100 bytes of headers on each of the 20-odd chunks a first visit loads.
  await app.register(fastifyStatic, {
    root: join(distRoot, 'chunks'),
    prefix: '/dist/chunks/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', IMMUTABLE);
    },
  });
  await app.register(fastifyStatic, { root: join(staticRoot, 'demo'), prefix: '/demo/', decorateReply: false });

  // The custom-elements manifest (npm run build:manifest): editors, catalogues and hosts' tooling read the elements'
  // attributes, events and parts from the server that serves them; its dist/ paths resolve against this URL.
  const manifestFile = join(staticRoot, 'custom-elements.json');
  app.get('/custom-elements.json', async (request, reply) => {
    let manifest: string;
    try {
      manifest = await readFile(manifestFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: 'custom-elements.json is not built: run npm run build:manifest',
      });
    }
    return sendRevalidated(request, reply, manifest, 'application/json; charset=utf-8');
  });

  const portalIndex = join(distRoot, 'portal', 'index.html');
  // The operators' console (issue 18) and the presenter screen (issue 30): pages of their own, not the portal's.
  const ownPages = new Map([
    ['console', { file: join(distRoot, 'console', 'index.html'), name: 'The console' }],
    ['present', { file: join(distRoot, 'present', 'index.html'), name: 'The presenter screen' }],
  ]);
  // Browsers ask for /favicon.ico on every page without an icon link (the demo pages); the portal links it too.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', ICON).sendFile(FAVICON, distRoot));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${path} not found` });
  });

  // A route rather than the not-found handler, so @fastify/compress (which hooks routes) compresses the page.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const reserved = reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!wantsHtml || reserved) return reply.callNotFound();
    const own = ownPages.get(/^\/([a-z]+)(?:\/|$)/.exec(path)?.[1] ?? '');
    const html = await readBuiltPage(own?.file ?? portalIndex);
    if (html === undefined) return sendNotBuilt(reply, own?.name ?? 'The portal');
    const config = { ...(await portalConfig()), apiUrl: '/graphql' };
    return sendRevalidated(request, reply, portalPageHtml(html, config), 'text/html; charset=utf-8');
  });
}
