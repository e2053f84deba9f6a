// Fetches a web page for a link preview without letting a chat message aim the server at its own network (SSRF):
// every address a host name resolves to must be a public unicast address (ipaddr.js classifies it; private,
// loopback, link-local, carrier-grade NAT, multicast, reserved and the IPv4 ranges inside IPv6 are refused), the
// connection goes to the address that was checked (the check is the socket's own DNS lookup, so a second answer
// cannot swap it), only the web's ports 80 and 443 are asked, every redirect is checked again, and the page is read
// within a time and a size limit.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a page was not fetched: `forbidden` for an address the server may not reach, `failed` for the rest. */
export class PageFetchError extends Error {
  constructor(
    readonly kind: 'forbidden' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'PageFetchError';
  }
}

export interface PageFetchOptions {
  /** Tests only: pages on private and loopback addresses, and on any port, may be fetched. */
  allowPrivateAddresses: boolean;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  /** Bytes of the page read at most; the rest is cut off. */
  maxBytes: number;
  maxRedirects: number;
  /**
   * Takes the page's bytes as they arrive, instead of the answer keeping them; true once it has what it needs, and
   * the rest is not fetched.
   */
  read?: (chunk: Buffer) => boolean;
}

export interface FetchedPage {
  /** Where the page was found after redirects. */
  url: string;
  /** The bytes read (none when `read` took them). */
  body: Buffer;
  /** The page was longer than maxBytes, or `read` had enough, and it was cut off there. */
  cut: boolean;
}

/** IPv6's global unicast block: ipaddr.js calls every address it has no name for "unicast", also ::7f00:1. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Whether the server may connect to this address: public unicast only, unless private ones are allowed. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (!v6.match(GLOBAL_UNICAST_V6)) return false;
  }
  return parsed.range() === 'unicast';
}

function refusedAddress(host: string, address: string): PageFetchError {
  return new PageFetchError(
    'forbidden',
    `${host} resolves to ${address}, a private, loopback or otherwise non-public address: no preview is fetched from there`,
  );
}

/** The socket's DNS lookup, refusing names with any non-public address. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((one) => !isPublicAddress(one.address));
      if (refused) return callback(refusedAddress(hostname, refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/** Web pages are served on 80 and 443; other ports of public hosts (mail, databases, admin panels) are not asked. */
const WEB_PORTS = new Set(['', '80', '443']);

/** The port, and an address given as an IP literal (it is never looked up), are checked here. */
function checkTarget(url: URL, allowPrivate: boolean): void {
  if (allowPrivate) return;
  if (!WEB_PORTS.has(url.port)) {
    throw new PageFetchError('forbidden', `Port ${url.port} is not fetched, only the web's ports 80 and 443`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isPublicAddress(host)) throw refusedAddress(url.hostname, host);
}

function webUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new PageFetchError('failed', `${raw} is no web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError('forbidden', `${url.protocol} addresses are not fetched, only http and https`);
  }
  if (url.username || url.password) throw new PageFetchError('forbidden', 'Addresses with credentials are not fetched');
  return url;
}

/** Only HTML pages have the metadata of a preview. */
const HTML = /^(text\/html|application\/xhtml\+xml)\b/i;

interface Hop {
  status: number;
  location: string | undefined;
  body: Buffer;
  cut: boolean;
}

function requestOnce(url: URL, options: PageFetchOptions, signal: AbortSignal): Promise<Hop> {
  checkTarget(url, options.allowPrivateAddresses);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivateAddresses),
        signal,
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'user-agent': 'FoyerLinkPreview/1.0 (+chat link previews)',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        const location = response.headers.location;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location, body: Buffer.alloc(0), cut: false });
        }
        if (status >= 200 && status < 300 && !HTML.test(contentType)) {
          // A video or a download is not read at all: the type is known before its first byte.
          response.destroy();
          return reject(new PageFetchError('failed', `${url.host} sent no HTML page (${contentType || 'no type'})`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let cut = false;
        /** Hands a chunk over (or keeps it); true when the reader has enough. */
        const take = (chunk: Buffer): boolean => {
          if (options.read) return options.read(chunk);
          chunks.push(chunk);
          return false;
        };
        response.on('data', (chunk: Buffer) => {
          if (cut) return;
          const room = options.maxBytes - size;
          const last = chunk.length >= room;
          const enough = take(last ? chunk.subarray(0, room) : chunk);
          size += Math.min(chunk.length, room);
          if (last || enough) {
            cut = true;
            response.destroy();
            resolve({ status, location, body: Buffer.concat(chunks), cut });
          }
        });
        response.on('end', () => resolve({ status, location, body: Buffer.concat(chunks), cut }));
        response.on('error', (error) => (cut ? undefined : reject(error)));
      },
    );
    request.on('error', reject);
  });
}

/** GETs an http(s) HTML page within the options' limits, following (and checking) redirects. */
export async function fetchPage(raw: string, options: PageFetchOptions): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = webUrl(raw);
  for (let hop = 0; ; hop++) {
    let answer: Hop;
    try {
      answer = await requestOnce(url, options, signal);
    } catch (error) {
      if (error instanceof PageFetchError) throw error;
      if (signal.aborted) throw new PageFetchError('failed', `${url.host} gave no page within ${options.timeoutMs} ms`);
      throw new PageFetchError('failed', `${url.host} could not be reached: ${(error as Error).message}`);
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (hop >= options.maxRedirects)
        throw new PageFetchError('failed', `More than ${options.maxRedirects} redirects`);
      url = webUrl(answer.location, url.href);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new PageFetchError('failed', `${url.host} answered HTTP ${answer.status}`);
    }
    return { url: url.href, body: answer.body, cut: answer.cut };
  }
}
