import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** Origins besides our own that may frame the portal and the demo pages (FRAME_ANCESTORS). */
  frameAncestors?: string[];
}

/**
 * Helmet's headers on every response, with a Content-Security-Policy the portal, the demo pages and the elements
 * run under (docs/security.md#http-and-graphql-hardening):
 * - scripts only from files, never inline or eval (the config script is JSON, not code): from this origin, and from
 *   https hosts for the analytics and support-chat scripts an event may configure (portal.md §7); styles inline
 *   too, for emotion's style elements in each shadow root and the pages' own style blocks;
 * - streams, embeds and event-file images may live on other https hosts (a CDN, YouTube, a partner's logo);
 *   hls.js plays from blob: media sources;
 * - frames of our pages only on our own origin and the listed ones.
 *
 * A script keeps only what governs a script (nosniff, CORP, HSTS, Referrer-Policy, which a module script's imports
 * follow): the policies of a document (CSP, framing, COOP, origin isolation ...) do nothing on it, and over HTTP/1.1
 * they were 0.9 KB on each of the 20-odd chunks a first visit loads (issue 13).
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  { frameAncestors = [] }: SecurityHeadersOptions = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", 'https:'],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...frameAncestors],
      },
    },
    // X-Frame-Options knows no list of origins; frame-ancestors above says it for every current browser.
    frameguard: frameAncestors.length > 0 ? false : { action: 'sameorigin' },
    // The elements run on other sites and show our images and media there.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Embedded players (YouTube among them) refuse to play without the page's origin as referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (JAVASCRIPT.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });
}

const JAVASCRIPT = /^(application|text)\/javascript\b/;

/** Helmet's headers that apply to a document (or a worker, and we serve none), never to a module script. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
