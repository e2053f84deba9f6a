import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

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

/** The portal page with its runtime configuration in the config script (also used by the static build). */
export function portalPageHtml(html: string, config: Record<string, unknown>): string {
  const script = `<script type="application/json" id="foyer-config">${scriptSafeJson(config)}</script>`;
  return html.replace(CONFIG_PLACEHOLDER, () => script);
}

/**
 * Serves /dist/* (the built elements), /demo/*, and the standalone portal: any other GET for HTML gets
 * dist/portal/index.html with the runtime configuration injected, so the portal's own routes survive a reload.
 */
export async function useStatic(
  app: FastifyInstance,
  { root, portalConfig, reservedPrefixes = ['/graphql', '/health', '/dist', '/demo'] }: StaticOptions,
): Promise<void> {
  const staticRoot = resolve(root);
  await app.register(fastifyStatic, { root: join(staticRoot, 'dist'), prefix: '/dist/' });
  await app.register(fastifyStatic, { root: join(staticRoot, 'demo'), prefix: '/demo/', decorateReply: false });

  const portalIndex = join(staticRoot, 'dist', 'portal', 'index.html');

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const reserved = reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (request.method !== 'GET' || !wantsHtml || reserved) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${path} not found` });
    }
    let html: string;
    try {
      html = await readFile(portalIndex, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply.code(503).type('text/plain; charset=utf-8').send('The portal is not built: run npm run build');
    }
    const config = { ...(await portalConfig()), apiUrl: '/graphql' };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(portalPageHtml(html, config));
  });
}
