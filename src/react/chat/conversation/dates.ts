/** Date texts of chat-widget.md §2 and §9 through Intl; only whole calendar days are compared here. */

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Calendar days between two moments in local time (0 = the same day); rounding absorbs DST shifts. */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / 86_400_000);
}

/** A key for calendar days: messages of the same day share one separator. */
export function dayKeyOf(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

export type SeparatorLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** §2/§9 date separators: Today, Yesterday, the weekday name under 7 days, otherwise day-month-year. */
export function dateSeparatorOf(date: Date, now: Date, locale: string): SeparatorLabel {
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'date', text: new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date) };
  return {
    kind: 'date',
    text: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date),
  };
}

/** The sent time shown on a message. */
export function messageTimeOf(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * §9 "Last active format: day with suffix, month, year, time". Intl has no ordinal days, so the day number is
 * written by `writeDay` (the locale file's ordinal forms, e.g. 3rd in English, 1er in French).
 */
export function lastActiveOf(date: Date, locale: string, writeDay: (day: number) => string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(date);
  return parts.map((part) => (part.type === 'day' ? writeDay(date.getDate()) : part.value)).join('');
}
