// The moderation filters (issue #15): what CometChat's xss-filter, data-masking and profanity-filter extensions put
// into a message's metadata (chat-widget.md §3), made by well-kept libraries (docs/decisions/0020). They run one
// after another on the text, so each later text also hides what the earlier filters hid: the widget shows the last
// one flagged (§4 "Displayed text order"). The chat's messages and the audience's questions (features/qa) share them.
import { CensorType, Profanity } from '@2toad/profanity';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { Parser } from 'htmlparser2';
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

/** Candidates that are no phone number, tried at most per text before the search gives up. */
const PHONE_CANDIDATES_TRIED = 50;

/** How a dialled number starts: a + or 00, a national 0, or a bracketed area code. */
const DIALLED = /^(?:\+|0|\()/;

/**
 * Phone numbers as libphonenumber-js finds them in text (valid numbers of the event's country or with a country
 * code). Only numbers written as dialled count: with a default country almost any
 * run of digits is a valid number, and an order number or a sum is not what a visitor wants hidden.
 */
function maskPhones(text: string, country: CountryCode): string {
  // maxTries: libphonenumber gives up after that many candidates that are no number. Without it, a text of digit runs
  // (4,000 characters) cost 30-80 ms of the server's one thread; with it, under 1 ms (issue #25).
  // maxTries is PhoneNumberMatcher's documented option, which findPhoneNumbersInText passes on; its types omit it.
  const options = { defaultCountry: country, maxTries: PHONE_CANDIDATES_TRIED } as { defaultCountry: CountryCode };
  // Put together once from the pieces: replacing each number in the whole text was quadratic in the text.
  const parts: string[] = [];
  let from = 0;
  for (const found of findPhoneNumbersInText(text, options)) {
    const written = text.slice(found.startsAt, found.endsAt);
    if (!DIALLED.test(written)) continue;
    parts.push(text.slice(from, found.startsAt), mask(written));
    from = found.endsAt;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/**
 * Markup a text may have for DOMPurify to read it: a formatted chat message has a handful of tags, each with a few
 * attributes. A DOM's cost grows faster than its markup (4,000 characters of nested svg, math or table tags took
 * 0.2-0.7 s of the server's one thread, 1,000 attributes on one tag 17 ms; issue #25).
 */
const MAX_SANITIZED = { brackets: 32, attributes: 64, length: 4000 };
/** Tags read at most for a text's plain version: past them, it is shown empty (the parser's cost grows with nesting). */
const MAX_READ_TAGS = 1000;

/** Elements whose content is code or styles, never text a visitor wrote for others to read. */
const CODE_ELEMENTS = new Set(['script', 'style']);

/**
 * The markup of a text, read by htmlparser2's streaming parser (no tree): how many tags and attributes it has, and its
 * text without them (or the content of a script or style); empty past MAX_READ_TAGS.
 */
function markupOf(html: string): { tags: number; attributes: number; text: string } {
  let tags = 0;
  let attributes = 0;
  let inCode = false;
  let parts: string[] = [];
  const tag = () => {
    tags += 1;
    if (tags <= MAX_READ_TAGS) return;
    parts = [];
    parser.pause();
  };
  const parser = new Parser(
    {
      onopentagname(name) {
        tag();
        inCode = CODE_ELEMENTS.has(name);
      },
      onclosetag() {
        inCode = false;
      },
      oncomment: tag,
      onattribute: () => void (attributes += 1),
      ontext(text) {
        if (!inCode) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { tags, attributes, text: parts.join('') };
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
    // More markup than a chat message has is not built into a DOM: the text is shown without any of it.
    const markup = markupOf(text);
    const brackets = text.split('<').length - 1;
    if (
      brackets > MAX_SANITIZED.brackets ||
      markup.attributes > MAX_SANITIZED.attributes ||
      text.length > MAX_SANITIZED.length
    ) {
      return markup.tags === 0 ? { changed: false, text } : { changed: true, text: markup.text };
    }
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
