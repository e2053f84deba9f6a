// Link previews (chat-widget.md §2 "link preview card with a Visit or View on video-site link", §3 metadata
// "link-preview": links with url, image, title, description): the server fetches the page of a message's first
// addresses (guarded-fetch.ts: public addresses only, time and size limits), reads its Open Graph, Twitter card and
// HTML metadata from its head as it arrives (page-head.ts: a streaming parser under caps, nothing run or loaded), and
// keeps the result in a cache.
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import {
  LINK_DESCRIPTION_MAX_LENGTH,
  LINK_TITLE_MAX_LENGTH,
  MAX_PREVIEWED_LINKS,
  MESSAGE_SERVICE_CODES,
  type LinkPreview,
} from '../../../../shared/chat/message-services.js';
import { webAddressesOf } from '../../../../shared/chat/web-links.js';
import { ChatRefusal } from '../../chat-codes.js';
import type { ChatHandlers, ChatModuleDependencies } from '../../session/chat-session.js';
import { textMessageFor, type ServiceLog } from '../service-messages.js';
import { fetchPage, PageFetchError, type PageFetchOptions } from './guarded-fetch.js';
import { createHeadReader, type PageHead } from './page-head.js';

/**
 * §-less bounds of our own: a preview is a page's head, so 512 KB is plenty (reading stops at its end); 5 s is a long
 * wait in a chat.
 */
export const LINK_PREVIEW_LIMITS = { timeoutMs: 5_000, maxBytes: 512 * 1024, maxRedirects: 3 } as const;
/** Pages fetched at once by one server process. */
const CONCURRENT_FETCHES = 4;

type Outcome = { preview: LinkPreview } | { error: PageFetchError };

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The preview of what a page's head holds: its metadata, or, for a page without any, its address alone. */
export function previewFromHead(url: string, { title, meta }: PageHead): LinkPreview {
  const first = (...names: string[]) => names.map((name) => meta.get(name)).find((content) => content) ?? '';
  const imageRaw = first('og:image', 'og:image:url', 'twitter:image');
  let image = '';
  if (imageRaw) {
    try {
      const resolved = new URL(imageRaw, url);
      if (resolved.protocol === 'https:' || resolved.protocol === 'http:') image = resolved.href;
    } catch {
      image = '';
    }
  }
  return {
    url,
    title: clip(first('og:title', 'twitter:title') || title, LINK_TITLE_MAX_LENGTH),
    description: clip(first('og:description', 'twitter:description', 'description'), LINK_DESCRIPTION_MAX_LENGTH),
    image,
  };
}

/** The preview of a page's HTML, read as a fetched page's bytes are. */
export function previewOf(url: string, html: string): LinkPreview {
  const reader = createHeadReader();
  reader.write(Buffer.from(html, 'utf8'));
  return previewFromHead(url, reader.end());
}

export function createLinkPreviews({
  access,
  settings,
  log,
  limits = LINK_PREVIEW_LIMITS,
}: Pick<ChatModuleDependencies, 'access'> & {
  settings: { allowPrivateAddresses: boolean };
  log: ServiceLog;
  limits?: Omit<PageFetchOptions, 'allowPrivateAddresses'>;
}) {
  const fetchOptions: PageFetchOptions = { ...limits, allowPrivateAddresses: settings.allowPrivateAddresses };
  const limit = pLimit(CONCURRENT_FETCHES);
  // A page's preview for an hour, a failure for five minutes; at most 1000 addresses. The cache's fetch asks once
  // for an address however many ask for it at the same time, so a message shown to a crowd costs one request.
  const cache = new LRUCache<string, Outcome>({
    max: 1000,
    ttl: 60 * 60 * 1000,
    fetchMethod: async (address, _stale, { options }) => {
      try {
        const head = createHeadReader();
        const page = await limit(() => fetchPage(address, { ...fetchOptions, read: (chunk) => head.write(chunk) }));
        return { preview: { ...previewFromHead(page.url, head.end()), url: address } };
      } catch (error) {
        if (!(error instanceof PageFetchError)) throw error;
        options.ttl = 5 * 60 * 1000;
        return { error };
      }
    },
  });

  async function outcomeOf(address: string): Promise<Outcome> {
    const outcome = await cache.fetch(address);
    return outcome ?? { error: new PageFetchError('failed', `The preview of ${address} was dropped from the cache`) };
  }

  const handlers: ChatHandlers<'linkPreviews'> = {
    linkPreviews: async (session, request) => {
      const { row, text } = await textMessageFor(access, session, request.messageId);
      const outcomes = await Promise.all(webAddressesOf(text, MAX_PREVIEWED_LINKS).map(outcomeOf));
      const previews = outcomes.flatMap((one) => ('preview' in one ? [one.preview] : []));
      const failure = outcomes.find((one): one is { error: PageFetchError } => 'error' in one)?.error;
      if (previews.length === 0 && failure) {
        // The details (what a name resolves to, whether a port answered) stay in the log: told to the asker, they
        // would map the server's network for anyone who can send a message.
        log.warn({ err: failure, messageId: row.id }, 'No link preview for a message');
        throw failure.kind === 'forbidden'
          ? new ChatRefusal(MESSAGE_SERVICE_CODES.linkPreviewForbidden, 'The server does not fetch pages from there')
          : new ChatRefusal(MESSAGE_SERVICE_CODES.linkPreviewFailed, 'The page could not be fetched');
      }
      return previews;
    },
  };
  return { handlers };
}
