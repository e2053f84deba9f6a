import { importAccess } from '../features/accounts/import-access.js';
import { importChatModeration } from '../moderation/moderation-settings.js';
import { importChatStickers } from '../chat/extensions/stickers/sticker-settings.js';
import { importEventGroup } from '../chat/groups/event-group.js';
import { importCards, importEmojis } from '../features/cards/card-import.js';
import { importMediaLibrary, importPages } from '../features/content/content-import.js';
import { importCustomPages } from '../features/custom-pages/custom-page-store.js';
import { importForms } from '../features/forms/form-import.js';
import { importOperators } from '../features/operator/operator-accounts.js';
import { keepImportedFile, overwrittenEdits } from '../features/operator/content/event-export.js';
import { importPolls } from '../features/polls/poll-import.js';
import { importPresenter } from '../features/operator/presenter/presenter.js';
import { importQas } from '../features/qa/qa-import.js';
import { importStreams } from '../features/stream/stream-store.js';
import { writeWelcome } from '../features/welcome/welcome-store.js';
import type { Db } from '../store/database.js';
import { readSetting, writeSetting } from '../store/settings.js';
import { readEventFile } from './read-event-file.js';
import type { EventFile } from './schema.js';

const EVENT_NAME_KEY = 'event.name';
const EVENT_LANGUAGE_KEY = 'event.language';

export async function hasEvent(db: Db): Promise<boolean> {
  return (await readSetting(db, EVENT_NAME_KEY)) !== undefined;
}

/**
 * Writes the event into the store in one transaction. Idempotent: the file is the truth for the rows it
 * describes, so rows it no longer lists are removed and importing the same file twice changes nothing.
 */
export async function importEvent(db: Db, event: EventFile): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // The file wins over the console's content edits; what it overwrites is told (docs/event-file.md).
    const overwritten = await overwrittenEdits(trx, event);
    await writeSetting(trx, EVENT_NAME_KEY, event.event.name);
    await writeSetting(trx, EVENT_LANGUAGE_KEY, event.event.language);

    const projectIds = event.projects.map((project) => project.id);
    await trx.deleteFrom('projects').where('id', 'not in', projectIds).execute();
    for (const project of event.projects) {
      const row = {
        code: project.code,
        name: project.name,
        starts_at: new Date(project.schedule.start).toISOString(),
        ends_at: new Date(project.schedule.end).toISOString(),
        parent_id: project.parentId ?? null,
      };
      await trx
        .insertInto('projects')
        .values({ id: project.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }

    const categoryCodes = event.ticketCategories.map((category) => category.code);
    let staleCategories = trx.deleteFrom('ticket_categories');
    if (categoryCodes.length > 0) staleCategories = staleCategories.where('code', 'not in', categoryCodes);
    await staleCategories.execute();
    for (const category of event.ticketCategories) {
      await trx
        .insertInto('ticket_categories')
        .values(category)
        .onConflict((oc) => oc.column('code').doUpdateSet({ name: category.name }))
        .execute();
    }

    await writeWelcome(trx, event.welcome);

    await importStreams(trx, event.streams);

    const config = JSON.stringify(event.portal);
    await trx
      .insertInto('portal_config')
      .values({ id: 1, config })
      .onConflict((oc) => oc.column('id').doUpdateSet({ config }))
      .execute();

    await importAccess(trx, event.access);
    await importPolls(trx, event.polls);
    await importQas(trx, event.qa);
    await importPresenter(trx, event.presenter);
    await importCards(trx, event.cards);
    await importEmojis(trx, event.emojis);
    await importForms(trx, event.forms);
    await importPages(trx, event.pages);
    await importMediaLibrary(trx, event.mediaLibrary);
    await importCustomPages(trx, event.customPages);
    await importChatModeration(trx, event.chatModeration);
    await importOperators(trx, event.operators);
    await importChatStickers(trx, event.chatStickers);
    const streamChat = event.portal.streamChat;
    await importEventGroup(
      trx,
      streamChat?.provider === 'foyer' ? { guid: streamChat.group, name: streamChat.name } : undefined,
    );
    await keepImportedFile(trx, event);
    return overwritten;
  });
}

/** Reads, validates and imports an event file; nothing is written when the file is bad. */
export async function importEventFile(db: Db, file: string): Promise<EventFile> {
  return (await importEventFileReporting(db, file)).event;
}

/** importEventFile, also answering which of the console's content edits the file overwrote (welcome, cards: x). */
export async function importEventFileReporting(
  db: Db,
  file: string,
): Promise<{ event: EventFile; overwritten: string[] }> {
  const event = await readEventFile(file);
  return { event, overwritten: await importEvent(db, event) };
}
