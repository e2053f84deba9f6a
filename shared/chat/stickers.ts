// Stickers as the stickers extension gives them (chat-widget.md §3 Sticker, §7 "Extension GET v1/fetch"): each with
// its set's name and order and its own order; the tray shows the sets sorted by stickerSetOrder and each set's
// stickers by stickerOrder (§9), the first set active.

export interface Sticker {
  stickerSetName: string;
  stickerSetOrder: number;
  stickerOrder: number;
  stickerUrl: string;
  stickerName: string;
}

/** §3 "The list response has defaultStickers and customStickers." */
export interface StickerList {
  defaultStickers: Sticker[];
  customStickers: Sticker[];
}

export interface StickerSet {
  name: string;
  order: number;
  stickers: Sticker[];
}

/** The §3 customData of an extension_sticker message. */
export interface StickerData {
  sticker_url: string;
  sticker_name: string;
}

const byOrder = (a: number, b: number) => a - b;

/** §9 the tray's sets: default and custom stickers grouped by set, sets by stickerSetOrder, stickers by stickerOrder. */
export function stickerSetsOf(list: StickerList): StickerSet[] {
  const sets = new Map<string, StickerSet>();
  for (const sticker of [...list.defaultStickers, ...list.customStickers]) {
    const set = sets.get(sticker.stickerSetName) ?? {
      name: sticker.stickerSetName,
      order: sticker.stickerSetOrder,
      stickers: [],
    };
    set.stickers.push(sticker);
    sets.set(sticker.stickerSetName, set);
  }
  return [...sets.values()]
    .sort((a, b) => byOrder(a.order, b.order))
    .map((set) => ({ ...set, stickers: [...set.stickers].sort((a, b) => byOrder(a.stickerOrder, b.stickerOrder)) }));
}

/** The sticker of an extension_sticker message's customData, or null when it has none. */
export function stickerOf(customData: unknown): StickerData | null {
  if (typeof customData !== 'object' || customData === null) return null;
  const { sticker_url: url, sticker_name: name } = customData as Record<string, unknown>;
  return typeof url === 'string' && typeof name === 'string' ? { sticker_url: url, sticker_name: name } : null;
}

/** The sticker of the list with this set and name, or undefined: a sticker message may only carry one of the list. */
export function stickerNamed(list: StickerList, setName: string, name: string): Sticker | undefined {
  return [...list.defaultStickers, ...list.customStickers].find(
    (sticker) => sticker.stickerSetName === setName && sticker.stickerName === name,
  );
}
