// The chat's message services (issue #16): translation, smart replies and link previews. Each is a server
// extension behind a provider the operator configures; the shapes are those of CometChat's extensions (chat-widget.md
// §3 metadata "smart-reply" and "link-preview", §7 "Extension POST v2/translate"), so a CometChat adapter maps one to
// one. Both sides import this module; its schemas parse the answers on the client.
import * as z from 'zod/mini';

export { MESSAGE_SERVICE_CODES, primaryLanguageOf, type MessageServiceCode } from './message-service-codes.js';

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
