// The event file's chatModeration section in the store (a setting), and how it is read: at most every two seconds,
// so a re-import shows within seconds and a text costs no extra query. The chat runs every text message through it;
// the audience's questions (features/qa) take its word lists and phone country with switches of their own.
import { chatModerationSection, type ChatModerationSettings } from '../event-file/sections/chat-moderation.js';
import { createReadCache, type ReadCache } from '../read-cache.js';
import type { Db } from '../store/database.js';
import { readSetting, writeSetting } from '../store/settings.js';
import { createMessageFilters, type ModerationExtensions } from './message-filters.js';

const SETTING_KEY = 'chat.moderation';

export async function importChatModeration(db: Db, settings: ChatModerationSettings): Promise<void> {
  await writeSetting(db, SETTING_KEY, JSON.stringify(settings));
}

/** The event's moderation settings through a read cache; an event imported before they existed gets the defaults. */
export function readModerationSettings(db: Db, cache: ReadCache): Promise<ChatModerationSettings> {
  return cache.get(SETTING_KEY, async () => {
    const stored = await readSetting(db, SETTING_KEY);
    return chatModerationSection.parse(stored === undefined ? {} : JSON.parse(stored));
  });
}

/** Reads the event's moderation settings with a read cache of its own. */
export function createModerationSettings(db: Db): () => Promise<ChatModerationSettings> {
  const cache = createReadCache();
  return () => readModerationSettings(db, cache);
}

/** Runs the event's filters on a text: what a sent or edited text message carries in its metadata. */
export type TextModeration = (text: string) => Promise<ModerationExtensions | undefined>;

export function createTextModeration(db: Db): TextModeration {
  const filters = createMessageFilters();
  const settings = createModerationSettings(db);
  return async (text) => filters.run(text, await settings());
}
