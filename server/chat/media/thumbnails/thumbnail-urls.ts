// Where a media message's thumbnails are served, and what a message carries of them (chat-widget.md §3 metadata
// thumbnail-generation url_small, url_medium): known from the upload's URL alone, so no table keeps them.
import type { ChatMessage } from '../../../../shared/chat/chat-entities.js';
import { mediaKeyOf } from '../media-urls.js';

export const THUMBNAIL_URL_PREFIX = '/chat/thumbnails/';

/** The message types that get thumbnails. */
export const THUMBNAILED_TYPES: ReadonlySet<string> = new Set(['image', 'video']);

/** An image or video message with its thumbnails' URLs in metadata['@injected'].extensions; others as they are. */
export function withThumbnails(message: ChatMessage): ChatMessage {
  const key = message.data?.url ? mediaKeyOf(message.data.url) : undefined;
  if (!key || !THUMBNAILED_TYPES.has(message.type) || message.deletedAt !== undefined) return message;
  const injected = (message.metadata?.['@injected'] ?? {}) as { extensions?: Record<string, unknown> };
  return {
    ...message,
    metadata: {
      ...message.metadata,
      '@injected': {
        ...injected,
        extensions: {
          ...injected.extensions,
          'thumbnail-generation': {
            url_small: `${THUMBNAIL_URL_PREFIX}${key}/small`,
            url_medium: `${THUMBNAIL_URL_PREFIX}${key}/medium`,
          },
        },
      },
    },
  };
}
