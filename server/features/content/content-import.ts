// Writes the event file's content pages and media library into the store; the file is the truth for both, and
// nothing else refers to their rows, so what it no longer lists is deleted.
import type { MediaLibraryDefinition } from '../../event-file/sections/media-library.js';
import type { PageDefinition } from '../../event-file/sections/pages.js';
import type { Db } from '../../store/database.js';

export async function importPages(trx: Db, pages: PageDefinition[]): Promise<void> {
  const codes = pages.map((page) => page.code);
  let stale = trx.deleteFrom('content_pages');
  if (codes.length > 0) stale = stale.where('code', 'not in', codes);
  await stale.execute();
  for (const [index, page] of pages.entries()) {
    const row = {
      name: page.name,
      cover_img: page.coverImg,
      sequence_id: page.sequenceId ?? index + 1,
      status: page.status,
      ticket_categories: JSON.stringify(page.ticketCategories),
      content: JSON.stringify(page.content),
    };
    await trx
      .insertInto('content_pages')
      .values({ code: page.code, ...row })
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
}

export async function importMediaLibrary(trx: Db, library: MediaLibraryDefinition): Promise<void> {
  // Media move between categories freely, so they are written afresh after their categories.
  await trx.deleteFrom('media').execute();
  const codes = library.categories.map((category) => category.code);
  let stale = trx.deleteFrom('media_categories');
  if (codes.length > 0) stale = stale.where('code', 'not in', codes);
  await stale.execute();
  for (const [index, category] of library.categories.entries()) {
    const row = {
      name: category.name,
      sequence_id: category.sequenceId ?? index + 1,
      content: category.content ?? null,
      more_content: category.moreContent ?? null,
    };
    const { id: categoryId } = await trx
      .insertInto('media_categories')
      .values({ code: category.code, ...row })
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, media] of category.media.entries()) {
      await trx
        .insertInto('media')
        .values({
          code: media.code,
          category_id: categoryId,
          type: media.type,
          title: media.title,
          video_id: media.params.videoId,
          thumbnail_large: media.params.thumbnailLarge ?? null,
          sequence_id: media.sequenceId ?? position + 1,
          status: media.status,
        })
        .execute();
    }
  }
}
