// Writes the event file's cards and emojis into the store; the file is the truth for both lists.
import { cardSchema, type CardDefinition } from '../../event-file/sections/cards.js';
import type { EmojiDefinition } from '../../event-file/sections/emojis.js';
import type { Db } from '../../store/database.js';

/** The card's params as stored: everything but its own columns (toConversionCard keeps links from visitors). */
function cardParams(card: CardDefinition): Record<string, unknown> {
  const { code: _code, type: _type, name: _name, paths: _paths, visible: _visible, ...params } = card;
  return params;
}

/** A card's columns as stored (all but its code and place in the list). */
export function storedCard(card: CardDefinition) {
  return {
    type: card.type,
    name: card.name,
    paths: JSON.stringify(card.paths),
    params: JSON.stringify(cardParams(card)),
    visible: card.visible ? 1 : 0,
  };
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
  const row = { ...storedCard(card), sequence_id: sequenceId };
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

/** Every card as the event file holds it, in the list's order (export-event, the console's content editor). */
export async function readCardDefinitions(db: Db): Promise<CardDefinition[]> {
  const rows = await db.selectFrom('conversion_cards').selectAll().orderBy('sequence_id').execute();
  return rows.map((row) =>
    // The columns were written by importCards (or the console) from a validated definition.
    cardSchema.parse({
      code: row.code,
      type: row.type,
      name: row.name,
      paths: JSON.parse(row.paths) as unknown,
      visible: row.visible === 1,
      ...(JSON.parse(row.params) as Record<string, unknown>),
    }),
  );
}

/** Replaces a card's definition, keeping its place in the list; false when there is no card with its code. */
export async function writeCard(db: Db, card: CardDefinition): Promise<boolean> {
  const result = await db
    .updateTable('conversion_cards')
    .set(storedCard(card))
    .where('code', '=', card.code)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
