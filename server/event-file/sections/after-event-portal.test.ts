import { describe, expect, it } from 'vitest';
import { MINIMAL_EVENT_YAML } from '../../test-support/event-files.js';
import { EventFileError, parseEventFile } from '../read-event-file.js';

const base = `${MINIMAL_EVENT_YAML}forms:
  - code: quiz
    title: Quiz
    fields:
      - id: 1
        type: text
        label: Antwort
`;

function problemsOf(source: string): string[] {
  try {
    parseEventFile('event.yaml', source);
  } catch (error) {
    if (error instanceof EventFileError) return error.message.split('\n');
    throw error;
  }
  throw new Error('The file was accepted');
}

describe('the after-event, support-chat and arena-chat portal keys', () => {
  it('accepts every key and fills the arena chat defaults', () => {
    const event = parseEventFile(
      'event.yaml',
      `${base}portal:
  afterEvent:
    thankYou:
      topContent: <p>Danke</p>
      text: Schön war's
      showConversionCards: true
      cardsPath: /thankYou
      redirectUrl: https://example.org/next
      redirectDelaySeconds: 5
    quiz: { content: <p>Quiz</p>, formCode: quiz }
    fin: { content: <p>Ende</p> }
    finAnonymous: { content: <p>Ende</p> }
  supportChat: { appId: app-1, region: eu, scriptUrl: /demo/assets/support-chat.js }
  arenaChat: { link: /demo/assets/arena-chat.html, chatroom: lobby }
`,
    );
    expect(event.portal.afterEvent?.thankYou?.redirectDelaySeconds).toBe(5);
    expect(event.portal.supportChat).toEqual({
      appId: 'app-1',
      region: 'eu',
      scriptUrl: '/demo/assets/support-chat.js',
    });
    expect(event.portal.arenaChat).toEqual({
      isVisible: true,
      link: '/demo/assets/arena-chat.html',
      chatroom: 'lobby',
      position: 'side',
    });
  });

  it('rejects a quiz form that is not in forms', () => {
    expect(problemsOf(`${base}portal:\n  afterEvent:\n    quiz: { formCode: missing }\n`)).toEqual([
      'event.yaml: portal.afterEvent.quiz.formCode: no form "missing" in forms',
    ]);
  });

  it('rejects a redirect that is neither a path nor an http(s) address, and a negative delay', () => {
    const problems = problemsOf(
      `${base}portal:\n  afterEvent:\n    thankYou: { redirectUrl: 'javascript:alert(1)', redirectDelaySeconds: -1 }\n`,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /portal\.afterEvent\.thankYou\.redirectUrl: expected a path starting with a single \/ or an http\(s\) link/,
    );
    expect(problems[1]).toMatch(/portal\.afterEvent\.thankYou\.redirectDelaySeconds/);
  });

  it('requires app id, region and script of the support chat', () => {
    expect(problemsOf(`${base}portal:\n  supportChat: { appId: app-1 }\n`)).toEqual([
      'event.yaml: portal.supportChat.region: required, expected a text',
      'event.yaml: portal.supportChat.scriptUrl: required, expected a text',
    ]);
  });

  it('takes tawk.to by property and widget id, and refuses ids that are not path segments', () => {
    const tawkTo = { provider: 'tawkTo', propertyId: '5f1a2b3c4d5e6f7a8b9c0d1e', widgetId: 'default' };
    const yaml = `${base}portal:\n  supportChat: ${JSON.stringify(tawkTo)}\n`;
    expect(parseEventFile('event.yaml', yaml).portal?.supportChat).toEqual(tawkTo);
    expect(
      problemsOf(`${base}portal:\n  supportChat: { provider: tawkTo, propertyId: 'a/b', widgetId: '' }\n`),
    ).toEqual([
      'event.yaml: portal.supportChat.propertyId: expected a tawk.to property id (letters and digits)',
      'event.yaml: portal.supportChat.widgetId: expected a tawk.to widget id (letters, digits, _ and -)',
    ]);
    expect(
      problemsOf(`${base}portal:\n  supportChat: { provider: tawkTo, appId: x, region: eu, scriptUrl: /x.js }\n`),
    ).not.toEqual([]);
  });
});
