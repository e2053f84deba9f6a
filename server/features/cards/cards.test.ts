import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const operatorToken = 'operator-'.padEnd(40, 'c');
const cardsQuery = `query ($path: String!) { getConversionCardsForFrontend(path: $path) { code type name params } }`;

describe.each(dialects)('conversion cards and emojis on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { OPERATOR_TOKEN: operatorToken } });
  });
  afterAll(() => t.close());

  const codes = async (path = '/stream') => {
    const { body } = await t.graphql(cardsQuery, { variables: { path } });
    return (body.data?.['getConversionCardsForFrontend'] as { code: string }[]).map((card) => card.code);
  };
  const codeOf = (response: Awaited<ReturnType<TestApp['graphql']>>) => response.body.errors?.[0]?.extensions?.code;

  it('lists the visible cards in the file order with their params, never the rotation targets', async () => {
    const { body } = await t.graphql(cardsQuery, { variables: { path: '/stream' } });
    const cards = body.data?.['getConversionCardsForFrontend'] as { code: string; params: Record<string, unknown> }[];
    expect(cards.map((card) => card.code)).toEqual([
      'newsletter',
      'reaktionen',
      'feedback-karte',
      'umfrage-karte',
      'fragen-karte',
      'programm',
      'networking',
    ]);
    expect(cards[0]?.params).toMatchObject({
      actionType: 'link',
      link: 'https://example.org/newsletter',
      openNewTab: true,
      actionEmitter: 'button',
    });
    expect(cards.find((card) => card.code === 'networking')?.params).not.toHaveProperty('links');
  });

  it('lists the emojis, and counts a click only with a session', async () => {
    const { body } = await t.graphql('{ getAllEmojisForFrontend { code name image sequenceId } }');
    expect(body.data?.['getAllEmojisForFrontend']).toEqual([
      { code: 'applaus', name: 'Applaus', image: '👏', sequenceId: 1 },
      { code: 'herz', name: 'Herz', image: '❤️', sequenceId: 2 },
      { code: 'lachen', name: 'Lachen', image: '😂', sequenceId: 3 },
    ]);
    const click = 'mutation ($code: String!) { emojiClick(code: $code) }';
    expect(codeOf(await t.graphql(click, { variables: { code: 'herz' } }))).toBe('UNAUTHENTICATED');
    const token = await t.anonymousToken();
    expect((await t.graphql(click, { variables: { code: 'herz' }, token })).body.data).toEqual({ emojiClick: true });
    expect(codeOf(await t.graphql(click, { variables: { code: 'nope' }, token }))).toBe('404');
    expect(await t.store.db.selectFrom('emoji_clicks').select('emoji_code').execute()).toEqual([
      { emoji_code: 'herz' },
    ]);
  });

  it('tracks a click on a card', async () => {
    const token = await t.anonymousToken();
    const track = 'mutation ($code: String!) { trackClick(code: $code) }';
    expect((await t.graphql(track, { variables: { code: 'newsletter' }, token })).body.data).toEqual({
      trackClick: 'ok',
    });
    expect(codeOf(await t.graphql(track, { variables: { code: 'nope' }, token }))).toBe('404');
  });

  it('lets the operator hide and show a card, and nobody else', async () => {
    const hide = 'mutation ($code: String!) { hideConversionCard(code: $code) { code visible } }';
    const show = 'mutation ($code: String!) { showConversionCard(code: $code) { code visible } }';
    expect(codeOf(await t.graphql(hide, { variables: { code: 'newsletter' }, token: await t.anonymousToken() }))).toBe(
      '403',
    );
    const hidden = await t.graphql(hide, { variables: { code: 'newsletter' }, token: operatorToken });
    expect(hidden.body.data).toEqual({ hideConversionCard: { code: 'newsletter', visible: false } });
    expect(await codes('/stream')).not.toContain('newsletter');
    await t.graphql(show, { variables: { code: 'newsletter' }, token: operatorToken });
    expect(await codes('/stream')).toContain('newsletter');
  });

  it('rotates /jump/zoomExchangeMeeting over the targets, evenly under concurrency', async () => {
    const jumps = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: '/jump/zoomExchangeMeeting' })),
    );
    expect(jumps.every((jump) => jump.statusCode === 302)).toBe(true);
    const targets = jumps.map((jump) => jump.headers.location);
    expect(targets.filter((target) => target === 'https://example.org/raum-1')).toHaveLength(5);
    expect(targets.filter((target) => target === 'https://example.org/raum-2')).toHaveLength(5);
    const unknown = await t.app.inject({ method: 'GET', url: '/jump/zoomExchangeMeeting?card=newsletter' });
    expect(unknown.statusCode).toBe(404);
  });
});
