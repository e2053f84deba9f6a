import type { Selectable } from 'kysely';
import { notFound } from '../../errors.js';
import type { ConversionCard } from '../../schema/resolvers.generated.js';
import type { ConversionCardsTable, Db } from '../../store/database.js';
import { LIVE_LIMITS } from '../live-constants.js';

type CardRow = Selectable<ConversionCardsTable>;

export function toConversionCard(row: CardRow): ConversionCard {
  // Written by importCards from the validated event file.
  const { links: _links, ...params } = JSON.parse(row.params) as Record<string, unknown>;
  return { code: row.code, type: row.type, name: row.name, params, visible: row.visible === 1 };
}

export interface VisibleCard {
  card: ConversionCard;
  /** The portal paths it shows on; [] for every path. */
  paths: string[];
}

/**
 * Every visible card in the operators' order (read once per cache period, whatever path visitors ask for). A card
 * that opens a form an operator closed is left out: visitors lose it while the form takes no submissions.
 */
export async function visibleCards(db: Db): Promise<VisibleCard[]> {
  const rows = await db
    .selectFrom('conversion_cards')
    .selectAll()
    .where('visible', '=', 1)
    .orderBy('sequence_id')
    .orderBy('id')
    .limit(LIVE_LIMITS.cards)
    .execute();
  const closedForms = await db.selectFrom('forms').select('code').where('status', '<>', 'open').execute();
  const closed = new Set(closedForms.map((form) => form.code));
  // paths and params are written by saveCard from validated definitions.
  const opensClosedForm = (row: CardRow) => {
    const params = JSON.parse(row.params) as { actionType?: string; formCode?: string };
    return params.actionType === 'form' && params.formCode !== undefined && closed.has(params.formCode);
  };
  return rows
    .filter((row) => !opensClosedForm(row))
    .map((row) => ({ card: toConversionCard(row), paths: JSON.parse(row.paths) as string[] }));
}

/** Every card, shown or hidden, in the operators' order (the console). */
export async function allCards(db: Db): Promise<ConversionCard[]> {
  const rows = await db
    .selectFrom('conversion_cards')
    .selectAll()
    .orderBy('sequence_id')
    .orderBy('id')
    .limit(LIVE_LIMITS.cards)
    .execute();
  return rows.map(toConversionCard);
}

/**
 * Moves a card one place up or down in the order visitors see (the event file's order until an operator moves one;
 * a re-import restores the file's). The whole order is written again, so equal places (a quick poll's card) end too.
 */
export async function moveCard(db: Db, code: string, direction: 'up' | 'down'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('conversion_cards')
      .select(['id', 'code', 'sequence_id'])
      .orderBy('sequence_id')
      .orderBy('id')
      .limit(LIVE_LIMITS.cards)
      .execute();
    const from = rows.findIndex((row) => row.code === code);
    if (from < 0) throw notFound('Card not found');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return;
    const order = [...rows];
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, row] of order.entries()) {
      if (row.sequence_id === index + 1) continue;
      await trx
        .updateTable('conversion_cards')
        .set({ sequence_id: index + 1 })
        .where('id', '=', row.id)
        .execute();
    }
  });
}

/** Where a new card goes: after every other. */
export async function nextCardPlace(db: Db): Promise<number> {
  const row = await db
    .selectFrom('conversion_cards')
    .select((eb) => eb.fn.max('sequence_id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export interface CardAudience {
  /** A path some card names; null for every page that no card names. */
  path: string | null;
  cardCodes: string[];
}

/** The visitors of each page the cards name (and of every other page), with the cards they get. */
export function cardAudiences(cards: VisibleCard[], allPaths: string[]): CardAudience[] {
  const paths = [...new Set(allPaths)].sort();
  return [
    { path: null, cardCodes: cards.filter((entry) => entry.paths.length === 0).map((entry) => entry.card.code) },
    ...paths.map((path) => ({ path, cardCodes: cardsForPath(cards, path).map((card) => card.code) })),
  ];
}

/** Every path any card names, hidden cards included (their pages' visitors are an audience too). */
export async function cardPaths(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('conversion_cards').select('paths').limit(LIVE_LIMITS.cards).execute();
  return rows.flatMap((row) => JSON.parse(row.paths) as string[]);
}

/** The cards whose paths include path (`/stream` also matches `/stream/main`), or that list none. */
export function cardsForPath(cards: VisibleCard[], path: string): ConversionCard[] {
  return cards
    .filter(
      ({ paths }) => paths.length === 0 || paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    )
    .map(({ card }) => card);
}

export async function setCardVisible(db: Db, code: string, visible: boolean): Promise<ConversionCard> {
  const row = await db
    .updateTable('conversion_cards')
    .set({ visible: visible ? 1 : 0 })
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Card not found');
  return toConversionCard(row);
}

/**
 * The next target of a linkRotation card (the first visible one without a code): one atomic update raises the
 * rotation counter, so concurrent visitors are spread evenly over the targets.
 */
export async function nextRotationTarget(db: Db, code: string | undefined): Promise<string | undefined> {
  let candidates = db
    .selectFrom('conversion_cards')
    .select(['id', 'params'])
    .where('visible', '=', 1)
    .orderBy('sequence_id');
  if (code) candidates = candidates.where('code', '=', code);
  const cards = await candidates.execute();
  const card = cards.find((row) => (JSON.parse(row.params) as { actionType?: string }).actionType === 'linkRotation');
  if (!card) return undefined;
  const links = (JSON.parse(card.params) as { links: string[] }).links;
  const raised = await db
    .updateTable('conversion_cards')
    .set((eb) => ({ rotation: eb('rotation', '+', 1) }))
    .where('id', '=', card.id)
    .returning('rotation')
    .executeTakeFirstOrThrow();
  return links[(raised.rotation - 1) % links.length];
}
