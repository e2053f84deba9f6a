import { describe, expect, it } from 'vitest';
import { eventFileProblems, MINIMAL_EVENT_YAML } from '../test-support/event-files.js';
import { demoEventFile } from '../test-support/test-app.js';
import { parseEventFile, readEventFile } from './read-event-file.js';

const minimal = MINIMAL_EVENT_YAML;

const problemsOf = eventFileProblems;

describe('reading the event file', () => {
  it('accepts the demo event and fills the portal defaults', async () => {
    const event = await readEventFile(demoEventFile);
    expect(event.event).toEqual({ name: 'Foyer Demo-Event', language: 'de-DE-DU' });
    expect(event.projects.map((project) => [project.id, project.code])).toEqual([
      [4, 'basic'],
      [6, 'event'],
    ]);
    expect(event.portal.welcome?.buttons?.[1]).toEqual({
      label: 'VIP-Lounge',
      link: '/page/vip',
      ticketCategories: ['vip'],
    });
  });

  it('fills defaults for a minimal file: portal per portal.md §9, no ticket categories, no welcome', () => {
    const event = parseEventFile('event.yaml', minimal);
    expect(event.portal).toEqual({
      loginType: 'anonymousLogin',
      sessionMode: 'normal',
      projectId: 4,
      eventProjectId: 6,
      language: 'de-DE-DU',
    });
    expect(event.ticketCategories).toEqual([]);
    expect(event.welcome).toBeUndefined();
  });

  it('names the line and column of a YAML syntax error', () => {
    expect(problemsOf('event:\n  name: [unclosed\nprojects: []\n')).toEqual([
      expect.stringMatching(/^event\.yaml: line \d+, column \d+: YAML syntax error: /),
    ]);
  });

  it('names the path and field of a value of the wrong type', () => {
    expect(problemsOf(minimal.replace("start: '2024-01-01T00:00:00Z'", "start: 'soon'"))).toEqual([
      'event.yaml: projects[0].schedule.start: expected an ISO date-time like 2024-05-01T09:00:00Z',
    ]);
    expect(problemsOf(minimal.replace('id: 4', 'id: four'))).toEqual([
      'event.yaml: projects[0].id: expected a number, got "four"',
    ]);
  });

  it('rejects an unknown key with its path', () => {
    expect(problemsOf(`${minimal}portal:\n  colour: red\n`)).toEqual([
      'event.yaml: portal.colour: unknown key (see docs/event-file.md for the allowed keys)',
    ]);
  });

  it('names a missing required field', () => {
    expect(problemsOf(minimal.replace('    name: Basic\n', ''))).toEqual([
      'event.yaml: projects[0].name: required, expected a text',
    ]);
    expect(problemsOf('projects: []\n')).toEqual([
      'event.yaml: event: required, expected a mapping',
      'event.yaml: projects: expected at least 1 entries',
    ]);
  });

  it('names a value outside its choices', () => {
    expect(problemsOf(`${minimal}portal:\n  loginType: magicLink\n`)).toEqual([
      'event.yaml: portal.loginType: expected one of "anonymousLogin", "passwordLogin", "emailLogin", "eventRegistration", got "magicLink"',
    ]);
  });

  it('checks references between sections', () => {
    const source = `${minimal}portal:\n  projectId: 9\n  welcome:\n    buttons:\n      - { label: VIP, link: /vip, ticketCategories: [gold] }\n`;
    expect(problemsOf(source)).toEqual([
      'event.yaml: portal.projectId: no project with id 9 in projects',
      'event.yaml: portal.welcome.buttons[0].ticketCategories[0]: unknown ticket category "gold"; add it to ticketCategories',
    ]);
  });

  it('rejects a schedule that ends before it starts, and duplicate project codes', () => {
    expect(problemsOf(minimal.replace("end: '2099-01-01T00:00:00Z'", "end: '2023-01-01T00:00:00Z'"))).toEqual([
      'event.yaml: projects[0].schedule.end: schedule.end must be later than schedule.start',
    ]);
    expect(problemsOf(minimal.replace('code: event', 'code: basic'))).toEqual([
      'event.yaml: projects[1].code: duplicate project code',
    ]);
  });

  it('says when the file does not exist', async () => {
    await expect(readEventFile('/nowhere/event.yaml')).rejects.toThrow(
      '/nowhere/event.yaml: file not found (set EVENT_FILE to the event file',
    );
  });
});
