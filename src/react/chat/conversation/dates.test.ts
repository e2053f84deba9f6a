import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, dateSeparatorOf, lastActiveOf } from './dates';

const NOW = new Date(2026, 10, 22, 9, 30);

describe('date separators (§2, §9)', () => {
  it('says Today and Yesterday by calendar day, not by 24 hours', () => {
    expect(dateSeparatorOf(new Date(2026, 10, 22, 0, 5), NOW, 'en')).toEqual({ kind: 'today' });
    expect(dateSeparatorOf(new Date(2026, 10, 21, 23, 59), NOW, 'en')).toEqual({ kind: 'yesterday' });
    expect(calendarDaysBetween(new Date(2026, 10, 21, 23, 59), NOW)).toBe(1);
  });

  it('names the weekday under 7 days', () => {
    expect(dateSeparatorOf(new Date(2026, 10, 17, 12), NOW, 'en')).toEqual({ kind: 'date', text: 'Tuesday' });
    expect(dateSeparatorOf(new Date(2026, 10, 16, 12), NOW, 'de')).toEqual({ kind: 'date', text: 'Montag' });
  });

  it('writes day, month and year from 7 days on', () => {
    expect(dateSeparatorOf(new Date(2026, 10, 15, 12), NOW, 'en')).toEqual({ kind: 'date', text: 'November 15, 2026' });
    expect(dateSeparatorOf(new Date(2025, 0, 3, 12), NOW, 'de')).toEqual({ kind: 'date', text: '3. Januar 2025' });
  });
});

describe('last active (§9 day with suffix, month, year, time)', () => {
  const ordinalEn = (day: number) => `${day}${day === 1 ? 'st' : day === 2 ? 'nd' : day === 3 ? 'rd' : 'th'}`;

  it('writes the day with the locale ordinal', () => {
    const text = lastActiveOf(new Date(2026, 10, 3, 14, 5), 'en', ordinalEn);
    expect(text).toMatch(/^November 3rd, 2026/);
    expect(text).toMatch(/2:05\sPM$/);
  });

  it('follows the locale order', () => {
    expect(lastActiveOf(new Date(2026, 10, 3, 14, 5), 'de', String)).toBe('3. November 2026 um 14:05');
  });
});
