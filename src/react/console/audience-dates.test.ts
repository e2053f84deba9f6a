import { describe, expect, it } from 'vitest';
import { formatDateField, parseDateField } from './audience-dates';

// 28 Nov 2026, 18:05 in the operator's (the test process's) time zone.
const evening = new Date(2026, 10, 28, 18, 5);

describe("the Audience tab's date fields", () => {
  it("write the date in the console's language, whatever the browser's", () => {
    for (const german of ['de-DE-DU', 'de', 'de-DE-SIE'])
      expect(formatDateField(evening, german)).toBe('28.11.2026 18:05');
    expect(formatDateField(evening, 'en')).toBe('11/28/2026 6:05 PM');
  });

  it('read back what they wrote, and what an operator types in that form', () => {
    for (const language of ['de-DE-DU', 'en']) {
      expect(parseDateField(formatDateField(evening, language), language)).toEqual(evening);
    }
    expect(parseDateField(' 28.11.2026   18:05 ', 'de')).toEqual(evening);
    expect(parseDateField('11/28/2026 6:05 PM', 'en')).toEqual(evening);
  });

  it("refuse another language's form and what is no date", () => {
    expect(parseDateField('11/28/2026 6:05 PM', 'de-DE-DU')).toBeNull();
    expect(parseDateField('28.11.2026 18:05', 'en')).toBeNull();
    expect(parseDateField('31.02.2026 18:05', 'de')).toBeNull();
    expect(parseDateField('gestern', 'de')).toBeNull();
    expect(parseDateField('', 'en')).toBeNull();
  });
});
