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

/** Every visible card in the file's order (read once per cache period, whatever path visitors ask for). */
export async function visibleCards(db: Db): Promise<VisibleCard[]> {
  const rows = await db
    .selectFrom('conversion_cards')
    .selectAll()
    .where('visible', '=', 1)
    .orderBy('sequence_id')
    .limit(LIVE_LIMITS.cards)
    .execute();
  // paths is written by importCards from the validated event file.
  return rows.map((row) => ({ card: toConversionCard(row), paths: JSON.parse(row.paths) as string[] }));
}

/** Every card, shown or hidden, in the file's order (the operators' console). */
export async function allCards(db: Db): Promise<ConversionCard[]> {
  const rows = await db
    .selectFrom('conversion_cards')
    .selectAll()
    .orderBy('sequence_id')
    .limit(LIVE_LIMITS.cards)
    .execute();
  return rows.map(toConversionCard);
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
