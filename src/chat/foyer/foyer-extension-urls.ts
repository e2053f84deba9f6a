// Addresses our server gives relative to itself inside extension data: a media message's thumbnails (§3
// thumbnail-generation url_small, url_medium) and a default sticker's (§3 customData sticker_url). Made absolute
// like uploads', so <img> works on any host page.
import type { ChatMessage } from '../../../shared/chat/chat-entities';

type Absolute = (value: string) => string;

const mapStrings = (record: Record<string, unknown>, keys: string[], absolute: Absolute) =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      keys.includes(key) && typeof value === 'string' ? absolute(value) : value,
    ]),
  );

export function withAbsoluteExtensionUrls(message: ChatMessage, absolute: Absolute): ChatMessage {
  let result = message;
  const customData = message.data?.customData;
  if (message.type === 'extension_sticker' && typeof customData === 'object' && customData !== null) {
    result = { ...result, data: { ...result.data, customData: mapStrings(customData, ['sticker_url'], absolute) } };
  }
  const injected = message.metadata?.['@injected'] as { extensions?: Record<string, unknown> } | undefined;
  const thumbnails = injected?.extensions?.['thumbnail-generation'];
  if (typeof thumbnails === 'object' && thumbnails !== null) {
    const urls = mapStrings(thumbnails as Record<string, unknown>, ['url_small', 'url_medium'], absolute);
    result = {
      ...result,
      metadata: {
        ...result.metadata,
        '@injected': { ...injected, extensions: { ...injected?.extensions, 'thumbnail-generation': urls } },
      },
    };
  }
  return result;
}
