/**
 * §9 "list rows under 1 day short time, 1 day Yesterday, under 7 days weekday name, else day, month, year".
 * Calendar days of the viewer's clock; the texts come from Intl in the widget's language.
 */
export function formatListTime(sentAtSeconds: number, now: Date, language: string): string {
  const sent = new Date(sentAtSeconds * 1000);
  const today = startOfDay(now, 0);
  if (sent >= today) return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(sent);
  if (sent >= startOfDay(now, 1)) {
    const yesterday = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
    return yesterday.charAt(0).toLocaleUpperCase(language) + yesterday.slice(1);
  }
  if (sent >= startOfDay(now, 6)) return new Intl.DateTimeFormat(language, { weekday: 'long' }).format(sent);
  return new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(sent);
}

/** Midnight `daysBack` calendar days before `now` (Date handles month ends and DST). */
function startOfDay(now: Date, daysBack: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
}
