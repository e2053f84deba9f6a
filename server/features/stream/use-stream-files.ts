import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The stream page's static files: /demo-stream/ (the looping HLS test stream that scripts/make-demo-stream.mjs
 * writes to build/demo-stream at build time) and /zoom.html (the meeting page the zoom player frames; demo/zoom.html
 * is a local stand-in).
 */
export async function useStreamFiles(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  const staticRoot = resolve(root);
  const demoStream = join(staticRoot, 'build', 'demo-stream');
  if (existsSync(demoStream)) {
    await app.register(fastifyStatic, {
      root: demoStream,
      prefix: '/demo-stream/',
      decorateReply: false,
      // Playlists and segments never change for one build; segments may be cached, playlists are cheap to re-read.
      cacheControl: true,
      maxAge: 60_000,
    });
  }
  app.get('/zoom.html', (_request, reply) => reply.sendFile('zoom.html', join(staticRoot, 'demo')));
}
