// The chat service's refusal codes of stickers, location messages and thumbnails (issue #16), and the widget's codes
// for them. A module of their own, so the bubble, which ships CHAT_ERROR_CODES, does not carry them.

export const MEDIA_MESSAGE_CODES = {
  /** A sticker message naming a sticker that is in neither the default set nor the event's custom sets. */
  unknownSticker: 'ERR_UNKNOWN_STICKER',
  /** A location message whose latitude is not in -90..90 or whose longitude is not in -180..180. */
  invalidLocation: 'ERR_INVALID_LOCATION',
  /** A thumbnail asked of a file that is no image or video, or one that cannot be read as one. */
  notAnImage: 'ERR_THUMBNAIL_NOT_AN_IMAGE',
  /** A thumbnail not made yet: §4 "Re-requested after 800 ms on a 403" (HTTP 403 with this code). */
  thumbnailPending: 'ERR_THUMBNAIL_PENDING',
  /** §8 empty state of the sticker tray: the request failed or returned nothing. */
  noStickersFound: 'NO_STICKERS_FOUND',
} as const;
