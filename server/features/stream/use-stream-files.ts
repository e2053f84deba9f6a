import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zoomPagePolicy } from '../../plugins/use-security-headers.js';
import { readBuiltPage, sendNotBuilt } from '../../plugins/use-static.js';

export interface StreamFilesOptions {
  /** The folder that holds dist/ and build/. */
  root: string;
  /** ZOOM_SDK_KEY and ZOOM_SDK_SECRET are set: the zoom page runs the Meeting SDK instead of its stand-in. */
  zoomSdk: boolean;
  /** FRAME_ANCESTORS, which may frame the zoom page as they may frame the portal. */
  frameAncestors?: string[];
}

/**
 * The stream page's static files: /demo-stream/ (the looping HLS test stream that scripts/make-demo-stream.mjs
 * writes to build/demo-stream at build time) and /zoom.html (the meeting page the zoom player frames, built to
 * dist/zoom.html from src/react/stream/zoom-page/), with its own Content-Security-Policy for the Meeting SDK.
 */
export async function useStreamFiles(
  app: FastifyInstance,
  { root, zoomSdk, frameAncestors = [] }: StreamFilesOptions,
): Promise<void> {
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
  const zoomPage = join(staticRoot, 'dist', 'zoom.html');
  const policy = zoomPagePolicy(frameAncestors);
  app.get('/zoom.html', async (_request, reply) => {
    reply.header('content-security-policy', policy).header('cache-control', 'no-cache');
    const html = await readBuiltPage(zoomPage);
    if (html === undefined) return sendNotBuilt(reply, 'The zoom page');
    const page = zoomSdk ? html.replace('data-zoom-sdk="off"', 'data-zoom-sdk="on"') : html;
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
