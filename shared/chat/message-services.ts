// The chat's message services (issue #16): translation, smart replies and link previews. Each is a server
// extension behind a provider the operator configures; the shapes are those of CometChat's extensions (chat-widget.md
// §3 metadata "smart-reply" and "link-preview", §7 "Extension POST v2/translate"), so a CometChat adapter maps one to
// one. Both sides import this module; its schemas parse the answers on the client.
import * as z from 'zod/mini';

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

/** Which services this server offers: the widget hides the controls of the others. */
export const messageServicesSchema = z.object({
  translation: z.boolean(),
  smartReplies: z.boolean(),
  linkPreviews: z.boolean(),
});
export type MessageServices = z.infer<typeof messageServicesSchema>;

/** §7 "v2/translate" answer: language_original, translations[0].message_translated. */
export const messageTranslationSchema = z.object({
  language_original: z.string(),
  translations: z.array(z.object({ message_translated: z.string(), language_translated: z.string() })),
});
export type MessageTranslation = z.infer<typeof messageTranslationSchema>;

/** §3 metadata "smart-reply": reply_positive, reply_neutral, reply_negative. */
export const smartRepliesSchema = z.object({
  reply_positive: z.string(),
  reply_neutral: z.string(),
  reply_negative: z.string(),
});
export type SmartReplies = z.infer<typeof smartRepliesSchema>;

/** §3 metadata "link-preview": links with url, image, title, description. */
export const linkPreviewSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** Bounds of the services' texts. */
export const SMART_REPLY_MAX_LENGTH = 200;
/** Link previews of at most this many addresses of one message. */
export const MAX_PREVIEWED_LINKS = 2;
export const LINK_TITLE_MAX_LENGTH = 300;
export const LINK_DESCRIPTION_MAX_LENGTH = 1000;

/** A BCP 47 language tag as browsers give it (navigator.language): "de", "en-US", "zh-Hant-TW". */
export const languageTagSchema = z
  .string()
  .check(z.maxLength(35), z.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/));

/** The primary language of a tag, lower case: "en-US" -> "en". */
export const primaryLanguageOf = (tag: string): string => tag.split('-')[0]!.toLowerCase();
