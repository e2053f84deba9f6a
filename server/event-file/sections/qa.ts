import { z } from 'zod';
import { QA_LIMITS } from '../../features/live-constants.js';
import { code, pathOrHttpAddress, text } from './common.js';

/**
 * One audience Q&A (`<event-qa code="...">`, docs/event-file.md#qa): its texts, whether a moderator approves each
 * question first, whether visitors give their names, and its limits. The profanity and masking filters take the
 * word lists and the phone country of `chatModeration`.
 */
export const qaSchema = z.strictObject({
  code,
  title: text.max(200).optional(),
  description: z.string().max(2000).optional(),
  /** closed: visitors read the questions, and ask and upvote nothing. */
  status: z.enum(['open', 'closed']).default('open'),
  /** Each question waits for an operator's approval before visitors see it. */
  moderated: z.boolean().default(false),
  /** optional: visitors may give a name; required: they must; anonymous: no name is asked or shown. */
  names: z.enum(['optional', 'required', 'anonymous']).default('optional'),
  /** The longest question, in characters. */
  maxLength: z
    .int()
    .min(QA_LIMITS.minQuestionLength)
    .max(QA_LIMITS.questionLength)
    .default(QA_LIMITS.defaultQuestionLength),
  /** Questions one visitor may ask per minute. */
  questionsPerMinute: z.int().min(1).max(QA_LIMITS.questionsPerMinute).default(QA_LIMITS.defaultQuestionsPerMinute),
  /** Swear words starred out (chatModeration's lists and extraProfanity). */
  profanityFilter: z.boolean().default(true),
  /** E-mail addresses, phone and card numbers starred out. */
  dataMasking: z.boolean().default(true),
});

/** `qa`: the event's audience Q&As. */
export const qaSection = z
  .array(qaSchema)
  .max(QA_LIMITS.qas)
  .superRefine((qas, ctx) => {
    const codes = new Set<string>();
    qas.forEach((qa, index) => {
      if (codes.has(qa.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate Q&A code' });
      codes.add(qa.code);
    });
  });

/** `presenter`: the presenter screen (/present); joinUrl is the address it shows with its QR code. */
export const presenterSection = z.strictObject({
  /** A path on this server or an http(s) address; by default the portal's own address. */
  joinUrl: pathOrHttpAddress.optional(),
});

export type QaDefinition = z.output<typeof qaSchema>;
export type PresenterSettings = z.output<typeof presenterSection>;
