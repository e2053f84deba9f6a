// The Audience tab's date fields in the console's language, not the browser's: a datetime-local input shows the
// browser's own format (US on an English browser under a German console, issue 32). date-fns formats and reads the
// language's short date and time ("28.11.2026 18:00", "11/28/2026 6:00 PM") in the operator's time zone.
import { format, isValid, parse } from 'date-fns';
import { de, enUS } from 'date-fns/locale';

/** date-fns' localized short date and short time: the language decides the order, separators and clock. */
const FIELD_PATTERN = 'P p';

/** The console's languages: en, or one of the German ones (de-DE-DU, de, de-DE-SIE), which write dates alike. */
function dateLocale(language: string) {
  return language === 'en' ? enUS : de;
}

/** A date as the field shows it, in the console's language. */
export function formatDateField(date: Date, language: string): string {
  return format(date, FIELD_PATTERN, { locale: dateLocale(language) });
}

/** What the operator typed, read in the console's language; null when it is no date and time of that form. */
export function parseDateField(text: string, language: string): Date | null {
  const date = parse(text.trim().replace(/\s+/g, ' '), FIELD_PATTERN, new Date(), { locale: dateLocale(language) });
  return isValid(date) ? date : null;
}
