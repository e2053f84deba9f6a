import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GraphQLResponse, type TestApp } from '../../test-support/test-app.js';
import { dialects } from '../../test-support/stores.js';

describe.each(dialects)('getWelcome on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('returns the welcome texts imported from the event file, without login', async () => {
    const { statusCode, body } = await t.graphql('{ getWelcome { title subtitle lines modal { title lines } } }');

    expect(statusCode).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['getWelcome']).toEqual({
      title: 'Willkommen beim Foyer Demo-Event!',
      subtitle: 'Schön, dass du da bist.',
      lines: [
        'Gleich geht es los mit dem Livestream.',
        'Stell deine Fragen im Chat und mach bei den Umfragen mit.',
        'Viel Spaß!',
      ],
      modal: {
        title: "So funktioniert's",
        lines: [
          'Über „Zum Livestream“ kommst du direkt zur Übertragung.',
          'Im Menü findest du die Mediathek und dein Profil.',
        ],
      },
    });
  });

  it('answers the same once the query is compiled by graphql-jit', async () => {
    const query = '{ getWelcome { title } }';
    const answers: GraphQLResponse['body'][] = [];
    for (let i = 0; i < 3; i++) answers.push((await t.graphql(query)).body);

    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    expect(answers[0]?.data?.['getWelcome']).toEqual({ title: 'Willkommen beim Foyer Demo-Event!' });
  });
});

describe.each(dialects)('getWelcome without an imported event on %s', (dialect) => {
  it('returns null', async () => {
    const t = await createTestApp(dialect, { importDemo: false });
    try {
      const { body } = await t.graphql('{ getWelcome { title } }');
      expect(body).toEqual({ data: { getWelcome: null } });
    } finally {
      await t.close();
    }
  });
});
