// Where an upload is served, and the media store key behind such a URL. The messages module removes a deleted
// message's files by these keys; the media routes serve them.

export const MEDIA_URL_PREFIX = '/chat/media/';

export const mediaUrlOf = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** The store key of an uploaded file's URL; undefined for any other URL. */
export function mediaKeyOf(url: string): string | undefined {
  return url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : undefined;
}
