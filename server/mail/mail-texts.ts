// The account mails in each portal language (portal.md §1: de-DE-DU informal, de neutral, de-DE-SIE formal, en).
// The server cannot read the portal's locale files, so the mail texts live here.

export const MAIL_LANGUAGES = ['de-DE-DU', 'de', 'de-DE-SIE', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export type MailKind = 'activation' | 'reset';

interface MailText {
  subject: (event: string) => string;
  body: (event: string, link: string, hours: number) => string;
}

export const MAIL_TEXTS: Record<MailLanguage, Record<MailKind, MailText>> = {
  'de-DE-DU': {
    activation: {
      subject: (event) => `Bitte bestätige deine Anmeldung: ${event}`,
      body: (event, link, hours) =>
        `Hallo,\n\ndanke für deine Anmeldung bei ${event}. Bitte bestätige deine E-Mail-Adresse mit diesem Link:\n\n` +
        `${link}\n\nDer Link ist ${hours} Stunden gültig und funktioniert einmal. ` +
        `Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach.`,
    },
    reset: {
      subject: (event) => `Dein neues Passwort für ${event}`,
      body: (event, link, hours) =>
        `Hallo,\n\nüber diesen Link kannst du ein neues Passwort für ${event} festlegen:\n\n${link}\n\n` +
        `Der Link ist ${hours} Stunde(n) gültig und funktioniert einmal. ` +
        `Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail einfach.`,
    },
  },
  de: {
    activation: {
      subject: (event) => `Bestätigung der Anmeldung: ${event}`,
      body: (event, link, hours) =>
        `Hallo,\n\nvielen Dank für die Anmeldung bei ${event}. Zur Bestätigung der E-Mail-Adresse bitte diesen Link ` +
        `öffnen:\n\n${link}\n\nDer Link ist ${hours} Stunden gültig und funktioniert einmal. ` +
        `Falls keine Anmeldung erfolgt ist, kann diese E-Mail ignoriert werden.`,
    },
    reset: {
      subject: (event) => `Neues Passwort für ${event}`,
      body: (event, link, hours) =>
        `Hallo,\n\nüber diesen Link lässt sich ein neues Passwort für ${event} festlegen:\n\n${link}\n\n` +
        `Der Link ist ${hours} Stunde(n) gültig und funktioniert einmal. ` +
        `Falls kein neues Passwort angefordert wurde, kann diese E-Mail ignoriert werden.`,
    },
  },
  'de-DE-SIE': {
    activation: {
      subject: (event) => `Bitte bestätigen Sie Ihre Anmeldung: ${event}`,
      body: (event, link, hours) =>
        `Guten Tag,\n\nvielen Dank für Ihre Anmeldung bei ${event}. Bitte bestätigen Sie Ihre E-Mail-Adresse mit ` +
        `diesem Link:\n\n${link}\n\nDer Link ist ${hours} Stunden gültig und funktioniert einmal. ` +
        `Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte.`,
    },
    reset: {
      subject: (event) => `Ihr neues Passwort für ${event}`,
      body: (event, link, hours) =>
        `Guten Tag,\n\nüber diesen Link können Sie ein neues Passwort für ${event} festlegen:\n\n${link}\n\n` +
        `Der Link ist ${hours} Stunde(n) gültig und funktioniert einmal. ` +
        `Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail bitte.`,
    },
  },
  en: {
    activation: {
      subject: (event) => `Please confirm your registration: ${event}`,
      body: (event, link, hours) =>
        `Hello,\n\nthank you for registering for ${event}. Please confirm your e-mail address with this link:\n\n` +
        `${link}\n\nThe link is valid for ${hours} hours and works once. ` +
        `If you did not register, just ignore this e-mail.`,
    },
    reset: {
      subject: (event) => `Your new password for ${event}`,
      body: (event, link, hours) =>
        `Hello,\n\nuse this link to set a new password for ${event}:\n\n${link}\n\n` +
        `The link is valid for ${hours} hour(s) and works once. ` +
        `If you did not ask for a new password, just ignore this e-mail.`,
    },
  },
};

export function isMailLanguage(value: unknown): value is MailLanguage {
  return typeof value === 'string' && (MAIL_LANGUAGES as readonly string[]).includes(value);
}
