// The account mails in each portal language (portal.md §1: de-DE-DU informal, de neutral, de-DE-SIE formal, en), and
// the one other text the server writes, the chat's name for an anonymous visitor. The texts live in
// server/mail/locales/<language>.json; i18next fills in the event name, the link and the hours.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';

export const MAIL_LANGUAGES = ['de-DE-DU', 'de', 'de-DE-SIE', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The language a mail falls back to, as a whole and key by key. */
export const FALLBACK_MAIL_LANGUAGE: MailLanguage = 'de';

export type MailKind = 'activation' | 'reset';
/** Every mail the server writes: the account mails and the console operator's one-time login link. */
export type MailTextKind = MailKind | 'operatorLink';

export interface MailValues {
  event: string;
  link: string;
  hours: number;
  /** How long a console operator's login link is valid (operatorLink). */
  minutes?: number;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

export type MailLocale = Record<string, unknown>;

// tsc copies no .json files, so the compiled server (build/server/mail/) reads the texts from the source tree.
const candidates = [new URL('./locales/', import.meta.url), new URL('../../../server/mail/locales/', import.meta.url)];

/** The parsed locale file of every mail language. */
export function loadMailLocales(): Record<MailLanguage, MailLocale> {
  for (const candidate of candidates) {
    const folder = fileURLToPath(candidate);
    if (!existsSync(`${folder}${FALLBACK_MAIL_LANGUAGE}.json`)) continue;
    const entries = MAIL_LANGUAGES.map((language) => {
      const texts: unknown = JSON.parse(readFileSync(`${folder}${language}.json`, 'utf8'));
      if (typeof texts !== 'object' || texts === null) throw new Error(`${folder}${language}.json is not an object`);
      return [language, texts as MailLocale] as const;
    });
    return Object.fromEntries(entries) as Record<MailLanguage, MailLocale>;
  }
  throw new Error(`server/mail/locales/ not found (looked in ${candidates.map(String).join(', ')})`);
}

export type MailRenderer = (language: MailLanguage, kind: MailTextKind, values: MailValues) => RenderedMail;

/** Renders account mails from the given locales; a key missing in one language comes from the fallback language. */
export function createMailRenderer(locales: Record<MailLanguage, MailLocale>): MailRenderer {
  const instance = createTexts(locales);
  return (language, kind, values) => {
    const t = instance.getFixedT(language);
    return { subject: t(`${kind}.subject`, { ...values }), text: t(`${kind}.body`, { ...values }) };
  };
}

function createTexts(locales: Record<MailLanguage, MailLocale>) {
  const instance = createInstance();
  void instance.init({
    fallbackLng: FALLBACK_MAIL_LANGUAGE,
    supportedLngs: [...MAIL_LANGUAGES],
    resources: Object.fromEntries(
      Object.entries(locales).map(([language, texts]) => [language, { translation: texts }]),
    ),
    // Mails are plain text: the event name and the link go in as they are.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

let render: MailRenderer | undefined;
let texts: ReturnType<typeof createTexts> | undefined;

/**
 * The name the chat shows an anonymous visitor (server/chat/chat-users.ts): "Gast 42" in the event's language. The
 * server cannot know each reader's language, and anonymous visitors chat only in the portal, which speaks the event's.
 */
export function chatGuestName(language: MailLanguage, number: string): string {
  texts ??= createTexts(loadMailLocales());
  return texts.getFixedT(language)('chat.guest', { number });
}

/** The subject and body of an account mail in the given language, from server/mail/locales/. */
export function renderMail(language: MailLanguage, kind: MailTextKind, values: MailValues): RenderedMail {
  render ??= createMailRenderer(loadMailLocales());
  return render(language, kind, values);
}

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the choices that is a mail language (the visitor's, then the event's), else the fallback. */
export function mailLanguageOf(...choices: unknown[]): MailLanguage {
  return choices.find(isMailLanguage) ?? FALLBACK_MAIL_LANGUAGE;
}
