import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers worth compressing (the portal's HTML, /graphql, demo pages) with brotli or gzip as the browser
 * asks. Registered before the routes it covers: the plugin hooks each route as it is added. The built dist/ files
 * come precompressed (use-static.ts), which this leaves alone because they already carry a Content-Encoding.
 * WebSocket upgrades (/chat) send no reply body, and media types such as video segments and images are not
 * compressible, so they pass through as they are.
 */
export async function useCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Below a packet's worth the headers cost more than the saving.
    threshold: 1024,
    // Request bodies stay uncompressed: inflating them would bypass the body limit's intent.
    globalDecompression: false,
  });
}
