import { describe, expect, it } from 'vitest';
import { cardsForPath } from '../../features/cards/card-store.js';
import { eventFileSchema } from '../schema.js';
import { cardsSection } from './cards.js';
import { formsSection } from './forms.js';
import { pollsSection } from './polls.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the live sections of the event file', () => {
  it('refuses polls that break their own rules', () => {
    expect(
      issues(
        pollsSection.safeParse([
          { code: 'a', type: 'singleChoice', items: [{ label: 'Nur eins' }] },
          { code: 'b', type: 'wordCloud', charLimit: true },
          { code: 'b', type: 'wordCloud', items: [{ label: 'x' }] },
        ]),
      ),
    ).toEqual([
      '0.items: a choice poll needs at least 2 items',
      '1.charLimitCount: required when charLimit is true',
      '2.items: a word cloud has no items',
      '2.code: duplicate poll code',
    ]);
  });

  it('refuses cards that lack what their type or action needs', () => {
    expect(
      issues(
        cardsSection.safeParse([
          { code: 'a', type: 'basic', name: 'A', actionType: 'link' },
          { code: 'b', type: 'basic', name: 'B', actionType: 'linkRotation' },
          { code: 'c', type: 'poll', name: 'C', autoOpen: true },
          { code: 'd', type: 'iFrame', name: 'D', actionType: 'form', formCode: 'f', actionEmitter: 'image' },
        ]),
      ),
    ).toEqual([
      '0.link: required when actionType is link',
      '1.links: required for linkRotation',
      '2.autoOpen: only for actionType form',
      '2.pollCode: required for type poll',
      '3.iFrame: required for type iFrame',
      '3.imgURL: required for actionEmitter image',
    ]);
  });

  it('refuses forms with duplicate field ids and multiSelect fields without options', () => {
    expect(
      issues(
        formsSection.safeParse([
          {
            code: 'f',
            fields: [
              { id: 1, type: 'text', label: 'A' },
              { id: 1, type: 'multiSelect', label: 'B' },
            ],
          },
        ]),
      ),
    ).toEqual(['0.fields.1.options: a multiSelect field needs options', '0.fields.1.id: duplicate field id']);
  });

  it('checks that cards name polls and forms of the file', () => {
    const file = {
      event: { name: 'E', language: 'de' },
      projects: [
        { id: 4, code: 'basic', name: 'B', schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' } },
        { id: 6, code: 'event', name: 'E', schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' } },
      ],
      cards: [
        { code: 'p', type: 'poll', name: 'P', pollCode: 'missing' },
        { code: 'f', type: 'basic', name: 'F', actionType: 'form', formCode: 'missing' },
      ],
    };
    expect(issues(eventFileSchema.safeParse(file))).toEqual([
      'cards.0.pollCode: no poll "missing" in polls',
      'cards.1.formCode: no form "missing" in forms',
    ]);
  });

  it('shows a card on its paths and their sub-paths, or everywhere without paths', () => {
    const card = (code: string) => ({ code, type: 'basic', name: code, params: {}, visible: true });
    const cards = [
      { card: card('all'), paths: [] },
      { card: card('stream'), paths: ['/stream'] },
    ];
    expect(cardsForPath(cards, '/stream/main').map((entry) => entry.code)).toEqual(['all', 'stream']);
    expect(cardsForPath(cards, '/streamer').map((entry) => entry.code)).toEqual(['all']);
  });
});
