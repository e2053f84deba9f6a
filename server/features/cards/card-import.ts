// Writes the event file's cards and emojis into the store; the file is the truth for both lists.
import type { CardDefinition } from '../../event-file/sections/cards.js';
import type { EmojiDefinition } from '../../event-file/sections/emojis.js';
import type { Db } from '../../store/database.js';

/** The card's params as stored: everything but its own columns (toConversionCard keeps links from visitors). */
function cardParams(card: CardDefinition): Record<string, unknown> {
  const { code: _code, type: _type, name: _name, paths: _paths, visible: _visible, ...params } = card;
  return params;
}

export async function importCards(trx: Db, cards: CardDefinition[]): Promise<void> {
  const codes = cards.map((card) => card.code);
  let stale = trx.deleteFrom('conversion_cards');
  if (codes.length > 0) stale = stale.where('code', 'not in', codes);
  await stale.execute();
  for (const [index, card] of cards.entries()) await saveCard(trx, card, index + 1);
}

/** Writes one card at a place in the order (the event file's, or a quick poll's card an operator made). */
export async function saveCard(trx: Db, card: CardDefinition, sequenceId: number): Promise<void> {
  const row = {
    type: card.type,
    name: card.name,
    sequence_id: sequenceId,
    paths: JSON.stringify(card.paths),
    params: JSON.stringify(cardParams(card)),
    visible: card.visible ? 1 : 0,
  };
  await trx
    .insertInto('conversion_cards')
    .values({ code: card.code, ...row })
    .onConflict((oc) => oc.column('code').doUpdateSet(row))
    .execute();
}

export async function importEmojis(trx: Db, emojis: EmojiDefinition[]): Promise<void> {
  const codes = emojis.map((emoji) => emoji.code);
  let stale = trx.deleteFrom('emojis');
  if (codes.length > 0) stale = stale.where('code', 'not in', codes);
  await stale.execute();
  for (const [index, emoji] of emojis.entries()) {
    const row = { name: emoji.name, image: emoji.image, status: emoji.status, sequence_id: index + 1 };
    await trx
      .insertInto('emojis')
      .values({ code: emoji.code, ...row })
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
}
