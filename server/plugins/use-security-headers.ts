import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { TAG_MANAGER_ORIGIN, TAWK_TO_EMBED_ORIGIN } from '../../shared/portal/portal-choices.js';

export interface SecurityHeadersOptions {
  /** Origins besides our own that may frame the portal and the demo pages (FRAME_ANCESTORS). */
  frameAncestors?: string[];
  /** The event's portal configuration now (it changes with an import): the script origins a page needs. */
  portalConfig?: () => Promise<Record<string, unknown>>;
}

/** The origin of an http(s) address; none for a path (our own origin) or anything else. */
function originOf(address: unknown): string[] {
  if (typeof address !== 'string' || !/^https?:\/\//.test(address) || !URL.canParse(address)) return [];
  return [new URL(address).origin];
}

/**
 * The origins of the scripts a portal configuration loads into a page: the tag manager's, Matomo's, and the support
 * chat's (tawk.to's embed, or a script provider's address). Nothing else than our own origin runs scripts there.
 */
export function scriptOriginsOf(config: Record<string, unknown>): string[] {
  const { analytics, supportChat } = config as {
    analytics?: { tagManagerId?: unknown; matomo?: { url?: unknown } };
    supportChat?: { provider?: unknown; scriptUrl?: unknown };
  };
  return [
    ...new Set([
      ...(analytics?.tagManagerId ? [TAG_MANAGER_ORIGIN] : []),
      ...originOf(analytics?.matomo?.url),
      ...(supportChat?.provider === 'tawkTo' ? [TAWK_TO_EMBED_ORIGIN] : originOf(supportChat?.scriptUrl)),
    ]),
  ];
}

/**
 * Helmet's headers on every response, with a Content-Security-Policy the portal, the demo pages and the elements
 * run under (docs/security.md#http-and-graphql-hardening):
 * - scripts only from files, never inline or eval (the config script is JSON, not code): from this origin, and on a
 *   page (text/html) from exactly the origins of the analytics and support-chat scripts the event's portal
 *   configuration names (portal.md §7; scriptOriginsOf); styles inline too, for emotion's style elements in each
 *   shadow root and the pages' own style blocks;
 * - streams, embeds and event-file images may live on other https hosts (a CDN, YouTube, a partner's logo);
 *   hls.js plays from blob: media sources;
 * - frames of our pages only on our own origin and the listed ones.
 *
 * A script or a JSON answer keeps only what governs it (nosniff, CORP, HSTS, Referrer-Policy, which a module
 * script's imports follow): the policies of a document (COOP, origin isolation ...) do nothing on it, and over
 * HTTP/1.1 they were 0.9 KB on each of the 20-odd chunks and /graphql answers a first visit loads (issue 13). A JSON
 * answer gets the short policy an API needs instead: no content, no framing; nosniff keeps it from ever being a page.
 * Images, fonts, audio and video shed them too (the demo's logo carried 1.1 KB of headers); an SVG, which is a document
 * when opened on its own, keeps a policy of its own that lets it run nothing and load nothing.
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  { frameAncestors = [], portalConfig }: SecurityHeadersOptions = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
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
    const type = String(reply.getHeader('content-type') ?? '');
    if (JAVASCRIPT.test(type) || JSON_TYPE.test(type) || MEDIA_TYPE.test(type)) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
    if (SVG_TYPE.test(type)) reply.header('content-security-policy', IMAGE_POLICY);
    if (HTML_TYPE.test(type) && portalConfig) {
      const origins = scriptOriginsOf(await portalConfig());
      const policy = reply.getHeader('content-security-policy');
      if (origins.length > 0 && typeof policy === 'string') {
        reply.header('content-security-policy', policy.replace(SCRIPT_SRC, `script-src 'self' ${origins.join(' ')};`));
      }
    }
    // An API answer renders nothing and is framed by no one (OWASP's REST security headers): a short policy in place
    // of the page's.
    if (JSON_TYPE.test(type)) reply.header('content-security-policy', API_POLICY).header('x-frame-options', 'DENY');
    return payload;
  });
}

/**
 * /zoom.html's own policy (docs/security.md#the-zoom-page): the Meeting SDK runs WebAssembly and, by Zoom's documented
 * Content-Security-Policy for its web SDKs, eval, inline scripts and blob: workers, and talks to *.zoom.us over https
 * and wss. Only that page, which renders nothing but its query parameters as text, gets them.
 */
export function zoomPagePolicy(frameAncestors: string[] = []): string {
  const zoom = ['https://zoom.us', 'https://*.zoom.us'];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      "'unsafe-eval'",
      "'unsafe-inline'",
      ...zoom,
      'https://dmogdx0jrul3u.cloudfront.net',
      'blob:',
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...zoom],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'connect-src': ["'self'", ...zoom, 'wss://*.zoom.us', 'https://dmogdx0jrul3u.cloudfront.net'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...zoom],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const JAVASCRIPT = /^(application|text)\/javascript\b/;
const HTML_TYPE = /^text\/html\b/;
/** The page policy's script-src, as helmet writes it from the directives above. */
const SCRIPT_SRC = "script-src 'self';";
/** /graphql, the chat's HTTP API and every error answer. */
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/;
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Images, fonts, audio and video: no document of their own (an SVG gets IMAGE_POLICY). */
const MEDIA_TYPE = /^(image|font|audio|video)\//;
const SVG_TYPE = /^image\/svg\+xml\b/;
/** An SVG opened on its own runs no script and loads nothing; its inline styles still apply. */
export const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Helmet's headers that apply to a document (or a worker, and we serve none), never to a script or JSON. */
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
