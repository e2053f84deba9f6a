// The event file's chatStickers section in the store (a setting), read by the stickers module at most every two
// seconds, so a re-import shows within seconds on every process.
import { chatStickersSection, type ChatStickerSets } from '../../../event-file/sections/chat-stickers.js';
import { createReadCache } from '../../../read-cache.js';
import type { Db } from '../../../store/database.js';
import { readSetting, writeSetting } from '../../../store/settings.js';
import type { Sticker } from '../../../../shared/chat/stickers.js';

const SETTING_KEY = 'chat.stickers';

export async function importChatStickers(db: Db, sets: ChatStickerSets): Promise<void> {
  await writeSetting(db, SETTING_KEY, JSON.stringify(sets));
}

/** The event's custom stickers as §3 lists them; none for an event imported before they existed. */
export function createCustomStickers(db: Db): () => Promise<Sticker[]> {
  const cache = createReadCache();
  return () =>
    cache.get(SETTING_KEY, async () => {
      const stored = await readSetting(db, SETTING_KEY);
      const sets = chatStickersSection.parse(stored === undefined ? [] : JSON.parse(stored));
      return sets.flatMap((set) =>
        set.stickers.map((sticker) => ({
          stickerSetName: set.name,
          stickerSetOrder: set.order,
          stickerOrder: sticker.order,
          stickerUrl: sticker.url,
          stickerName: sticker.name,
        })),
      );
    });
}
