// The moderation filters (issue #15): what CometChat's xss-filter, data-masking and profanity-filter extensions put
// into a message's metadata (chat-widget.md §3), made by well-kept libraries (docs/decisions/0020). They run one
// after another on the text, so each later text also hides what the earlier filters hid: the widget shows the last
// one flagged (§4 "Displayed text order"). The chat's messages and the audience's questions (features/qa) share them.
import { CensorType, Profanity } from '@2toad/profanity';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import validator from 'validator';
import type { ChatModerationSettings } from '../event-file/sections/chat-moderation.js';

type Flag = 'yes' | 'no';

/** The extensions' data as CometChat puts it under metadata['@injected'].extensions. */
export interface ModerationExtensions {
  'xss-filter'?: { hasXSS: Flag; sanitized_text?: string };
  'data-masking'?: { data: { sensitive_data: Flag; message_masked?: string } };
  'profanity-filter'?: { profanity: Flag; message_clean?: string };
}

/** What masks a card number, an e-mail address or a phone number: one star per character. */
const mask = (found: string) => '*'.repeat(found.length);

/** Digits with single spaces or dashes between them, 13 to 19 digits long: what a card number can look like. */
const CARD_CANDIDATE = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
/** Anything around an @ up to white space or brackets; validator decides which of these are addresses. */
const EMAIL_CANDIDATE = /[^\s<>()[\]{}"',;:]+@[^\s<>()[\]{}"',;:]+/g;
const TRAILING_PUNCTUATION = /[.!?]+$/;

/** Card numbers that pass the Luhn check and a known issuer's pattern (validator's isCreditCard). */
function maskCards(text: string): string {
  return text.replace(CARD_CANDIDATE, (found) =>
    validator.isCreditCard(found.replace(/[ -]/g, '')) ? mask(found) : found,
  );
}

function maskEmails(text: string): string {
  return text.replace(EMAIL_CANDIDATE, (found) => {
    const address = found.replace(TRAILING_PUNCTUATION, '');
    return validator.isEmail(address) ? mask(address) + found.slice(address.length) : found;
  });
}

/** How a dialled number starts: a + or 00, a national 0, or a bracketed area code. */
const DIALLED = /^(?:\+|0|\()/;

/**
 * Phone numbers as libphonenumber-js finds them in text (valid numbers of the event's country or with a country
 * code), masked from the last backwards. Only numbers written as dialled count: with a default country almost any
 * run of digits is a valid number, and an order number or a sum is not what a visitor wants hidden.
 */
function maskPhones(text: string, country: CountryCode): string {
  let masked = text;
  for (const found of findPhoneNumbersInText(text, { defaultCountry: country }).reverse()) {
    const written = text.slice(found.startsAt, found.endsAt);
    if (DIALLED.test(written)) masked = masked.slice(0, found.startsAt) + mask(written) + masked.slice(found.endsAt);
  }
  return masked;
}

export interface MessageFilters {
  /** The extensions' data for a text under the event's settings; undefined when no filter is on. */
  run(text: string, settings: ChatModerationSettings): ModerationExtensions | undefined;
  /** The text as shown after every filter that is on: the last one that flagged it (§4), or the text unchanged. */
  clean(text: string, settings: ChatModerationSettings): string;
}

/** The text a reader is shown: each flagged filter worked on the earlier ones' output, so the last flagged is all. */
export function shownText(text: string, extensions: ModerationExtensions | undefined): string {
  const profanity = extensions?.['profanity-filter'];
  if (profanity?.profanity === 'yes' && profanity.message_clean !== undefined) return profanity.message_clean;
  const masking = extensions?.['data-masking']?.data;
  if (masking?.sensitive_data === 'yes' && masking.message_masked !== undefined) return masking.message_masked;
  const xss = extensions?.['xss-filter'];
  if (xss?.hasXSS === 'yes' && xss.sanitized_text !== undefined) return xss.sanitized_text;
  return text;
}

export function createMessageFilters(): MessageFilters {
  // Both made on first use: a DOM window costs start-up time an event without the filter should not pay.
  let purify: DOMPurify | undefined;
  let profanity: { key: string; filter: Profanity } | undefined;

  function sanitize(text: string): { changed: boolean; text: string } {
    // Without an angle bracket there is no element, so nothing to remove.
    if (!/[<>]/.test(text)) return { changed: false, text };
    purify ??= createDOMPurify(new JSDOM('').window);
    // FORCE_BODY: a leading <script> would otherwise land in the document's head, unseen and unreported.
    const sanitized = purify.sanitize(text, { FORCE_BODY: true });
    // FORCE_BODY works by a <remove> element DOMPurify adds and takes out again: that one is not the sender's.
    const removed = purify.removed.filter((entry) => !('element' in entry) || entry.element.nodeName !== 'REMOVE');
    return { changed: removed.length > 0, text: sanitized };
  }

  function profanityFilter(settings: ChatModerationSettings): Profanity {
    const key = JSON.stringify([settings.profanityLanguages, settings.extraProfanity]);
    if (profanity?.key !== key) {
      const filter = new Profanity({ languages: [...settings.profanityLanguages], grawlix: '***' });
      if (settings.extraProfanity.length > 0) filter.addWords(settings.extraProfanity);
      profanity = { key, filter };
    }
    return profanity.filter;
  }

  function run(text: string, settings: ChatModerationSettings): ModerationExtensions | undefined {
    const extensions: ModerationExtensions = {};
    let current = text;
    if (settings.xssFilter) {
      const sanitized = sanitize(current);
      extensions['xss-filter'] = sanitized.changed
        ? { hasXSS: 'yes', sanitized_text: sanitized.text }
        : { hasXSS: 'no' };
      if (sanitized.changed) current = sanitized.text;
    }
    if (settings.dataMasking) {
      const masked = maskPhones(maskEmails(maskCards(current)), settings.phoneCountry as CountryCode);
      extensions['data-masking'] = {
        data: masked === current ? { sensitive_data: 'no' } : { sensitive_data: 'yes', message_masked: masked },
      };
      current = masked;
    }
    if (settings.profanityFilter) {
      const clean = profanityFilter(settings).censor(current, CensorType.Word);
      extensions['profanity-filter'] =
        clean === current ? { profanity: 'no' } : { profanity: 'yes', message_clean: clean };
    }
    return Object.keys(extensions).length > 0 ? extensions : undefined;
  }

  return { run, clean: (text, settings) => shownText(text, run(text, settings)) };
}
