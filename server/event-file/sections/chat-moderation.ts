import { z } from 'zod';

/** The word lists @2toad/profanity ships (its supported-languages.md). */
export const PROFANITY_LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'] as const;

/**
 * `chatModeration`: the filters our chat service runs on every text message (docs/chat-service.md "Moderation
 * filters"), kept on the server. Each is switched on or off per event; their results travel in the message's
 * metadata as CometChat's extensions do (chat-widget.md §3), and the widget shows them in §4's order.
 */
export const chatModerationSection = z.strictObject({
  /** xss-filter: hasXSS and sanitized_text, by DOMPurify. */
  xssFilter: z.boolean().default(true),
  /** data-masking: sensitive_data and message_masked; e-mail addresses, phone numbers and card numbers. */
  dataMasking: z.boolean().default(false),
  /** Where a phone number without a country code is read as dialled (ISO 3166 alpha-2, e.g. DE). */
  phoneCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'expected a country code of two capital letters, like DE' })
    .default('DE'),
  /** profanity-filter: profanity and message_clean, by @2toad/profanity's word lists. */
  profanityFilter: z.boolean().default(false),
  profanityLanguages: z.array(z.enum(PROFANITY_LANGUAGES)).min(1).default(['de', 'en']),
  /** The event's own words on top of the lists (a sponsor's rival, a local insult). */
  extraProfanity: z.array(z.string().trim().min(1).max(50)).max(1000).default([]),
  /**
   * Who sees the full names of attendees who have not used the chat, in its users list and by their id: visitors with
   * a named session (named), or anonymous visitors too (everyone). Those who used the chat are seen by all in it.
   */
  attendeeNames: z.enum(['named', 'everyone']).default('named'),
});

export type ChatModerationSettings = z.infer<typeof chatModerationSection>;
