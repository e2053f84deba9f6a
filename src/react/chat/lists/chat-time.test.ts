import { describe, expect, it } from 'vitest';
import { formatListTime } from './chat-time';

const now = new Date(2026, 10, 22, 15, 30);
const seconds = (date: Date) => date.getTime() / 1000;

describe('list row times (chat-widget.md §9)', () => {
  it('shows the time today, Yesterday, the weekday within a week, else the date', () => {
    expect(formatListTime(seconds(new Date(2026, 10, 22, 0, 5)), now, 'de')).toBe('00:05');
    expect(formatListTime(seconds(new Date(2026, 10, 21, 23, 59)), now, 'de')).toBe('Gestern');
    expect(formatListTime(seconds(new Date(2026, 10, 21, 8, 0)), now, 'en')).toBe('Yesterday');
    expect(formatListTime(seconds(new Date(2026, 10, 16, 9, 0)), now, 'de')).toBe('Montag');
    expect(formatListTime(seconds(new Date(2026, 10, 15, 9, 0)), now, 'de')).toBe('15.11.26');
  });
});
