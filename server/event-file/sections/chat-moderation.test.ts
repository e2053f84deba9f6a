import { describe, expect, it } from 'vitest';
import { eventFileProblems, MINIMAL_EVENT_YAML } from '../../test-support/event-files.js';
import { parseEventFile } from '../read-event-file.js';

const withModeration = (lines: string) => `${MINIMAL_EVENT_YAML}chatModeration:\n${lines}\n`;

describe('the chatModeration section', () => {
  it('sanitizes HTML by default and masks or cleans only when the event switches it on', () => {
    expect(parseEventFile('event.yaml', MINIMAL_EVENT_YAML).chatModeration).toEqual({
      xssFilter: true,
      dataMasking: false,
      phoneCountry: 'DE',
      profanityFilter: false,
      profanityLanguages: ['de', 'en'],
      extraProfanity: [],
      // Anonymous visitors see only attendees who used the chat (issue #25).
      attendeeNames: 'named',
    });
    const event = parseEventFile(
      'event.yaml',
      withModeration('  dataMasking: true\n  profanityFilter: true\n  extraProfanity: [" Bananenkopf "]'),
    );
    expect(event.chatModeration).toMatchObject({
      dataMasking: true,
      profanityFilter: true,
      extraProfanity: ['Bananenkopf'],
    });
  });

  it('refuses an unknown word list, a country that is no code, an empty word and an unknown key', () => {
    for (const lines of [
      '  profanityLanguages: [klingon]',
      '  profanityLanguages: []',
      '  phoneCountry: Germany',
      '  extraProfanity: ["  "]',
      '  mood: strict',
    ]) {
      expect(eventFileProblems(withModeration(lines)).join('\n'), lines).toContain('chatModeration');
    }
  });
});
