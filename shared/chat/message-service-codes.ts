// The message services' codes and language helper without their schemas: the widget's panel imports these, and a
// module with zod would bring the contract's zod copy into the panel's chunk (docs/decisions/0011-element-weight.md).

/** The refusals of the message services, and the widget's §8 codes for translation. */
export const MESSAGE_SERVICE_CODES = {
  /** §8 "MESSAGE_TRANSLATE_FAIL (error toast when no translations)": the provider failed or gave nothing. */
  translateFailed: 'MESSAGE_TRANSLATE_FAIL',
  /** §8 "MESSAGE_TRANSLATE_SAME_LANGUAGE (info toast when original equals browser language)". */
  translateSameLanguage: 'MESSAGE_TRANSLATE_SAME_LANGUAGE',
  /** The server has no provider for this service (its setting is not set). */
  serviceUnavailable: 'ERR_SERVICE_UNAVAILABLE',
  /** Translation, smart replies and previews are for text messages that were not deleted. */
  notATextMessage: 'ERR_NOT_A_TEXT_MESSAGE',
  /** Smart replies are for messages others sent (§5 "skipped for own messages and custom messages"). */
  ownMessage: 'ERR_OWN_MESSAGE',
  /** The smart-reply provider failed, timed out or answered something that is no three short replies. */
  smartReplyFailed: 'ERR_SMART_REPLY_FAILED',
  /** A link preview of an address the server may not fetch: private, loopback, link-local and the like. */
  linkPreviewForbidden: 'ERR_LINK_PREVIEW_FORBIDDEN',
  /** A link preview that could not be made: the page timed out, was no HTML page, or answered with an error. */
  linkPreviewFailed: 'ERR_LINK_PREVIEW_FAILED',
} as const;

export type MessageServiceCode = (typeof MESSAGE_SERVICE_CODES)[keyof typeof MESSAGE_SERVICE_CODES];

/** The primary language of a tag, lower case: "en-US" -> "en". */
export const primaryLanguageOf = (tag: string): string => tag.split('-')[0]!.toLowerCase();
