// Reads content pages and the media library for visitors: active rows only, by sequenceId, bounded.
import type { PageContentDefinition } from '../../event-file/sections/pages.js';
import type {
  ContentPage,
  ContentPageListItem,
  MediaLibraryCategory,
  MediaLibraryMedia,
} from '../../schema/resolvers.generated.js';
import type { Db } from '../../store/database.js';
import { CONTENT_LIMITS } from '../content-constants.js';

const ACTIVE = 'active';

/** The visitor's ticket category, asked for only when a page is limited to some (it costs a customer lookup). */
export type TicketCategoryOf = () => Promise<string | null>;

/** Whether a page with these ticket categories (JSON text, [] for all) is for the visitor. */
async function isForVisitor(ticketCategories: string, ticketCategoryOf: TicketCategoryOf): Promise<boolean> {
  // Written by importPages from the validated event file.
  const limitedTo = JSON.parse(ticketCategories) as string[];
  if (limitedTo.length === 0) return true;
  const category = await ticketCategoryOf();
  return category !== null && limitedTo.includes(category);
}

export async function listPages(db: Db, ticketCategoryOf: TicketCategoryOf): Promise<ContentPageListItem[]> {
  const rows = await db
    .selectFrom('content_pages')
    .select(['code', 'name', 'cover_img', 'sequence_id', 'ticket_categories'])
    .where('status', '=', ACTIVE)
    .orderBy('sequence_id')
    .orderBy('id')
    .limit(CONTENT_LIMITS.pages)
    .execute();
  const pages: ContentPageListItem[] = [];
  for (const row of rows) {
    if (!(await isForVisitor(row.ticket_categories, ticketCategoryOf))) continue;
    pages.push({ code: row.code, name: row.name, coverImg: row.cover_img, sequenceId: row.sequence_id });
  }
  return pages;
}

/** The active page with the code for this visitor, or undefined. */
export async function findPage(
  db: Db,
  code: string,
  ticketCategoryOf: TicketCategoryOf,
): Promise<ContentPage | undefined> {
  const row = await db
    .selectFrom('content_pages')
    .select(['code', 'name', 'content', 'ticket_categories'])
    .where('code', '=', code)
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  if (!row || !(await isForVisitor(row.ticket_categories, ticketCategoryOf))) return undefined;
  // Written by importPages from the validated event file.
  const content = JSON.parse(row.content) as PageContentDefinition;
  return {
    code: row.code,
    name: row.name,
    titleImg: content.titleImg ?? null,
    navTitle: content.navTitle ?? null,
    preText: content.preText ?? null,
    content: content.content ?? null,
    buttons: content.buttons,
    bottomGraphics: content.bottomGraphics.map((graphic) => ({
      img: graphic.img,
      alt: graphic.alt,
      link: graphic.link ?? null,
      openInNewTab: graphic.openInNewTab,
      gridAttr: {
        xs: graphic.gridAttr.xs,
        sm: graphic.gridAttr.sm ?? null,
        md: graphic.gridAttr.md ?? null,
        lg: graphic.gridAttr.lg ?? null,
        xl: graphic.gridAttr.xl ?? null,
      },
    })),
  };
}

export async function listMediaCategories(db: Db): Promise<MediaLibraryCategory[]> {
  const rows = await db
    .selectFrom('media_categories')
    .select(['code', 'name', 'sequence_id', 'content', 'more_content'])
    .orderBy('sequence_id')
    .orderBy('id')
    .limit(CONTENT_LIMITS.mediaCategories)
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    sequenceId: row.sequence_id,
    content: row.content,
    moreContent: row.more_content,
  }));
}

/** The active media of a category by sequenceId; undefined when there is no such category. */
export async function listCategoryMedia(db: Db, categoryCode: string): Promise<MediaLibraryMedia[] | undefined> {
  const category = await db
    .selectFrom('media_categories')
    .select('id')
    .where('code', '=', categoryCode)
    .executeTakeFirst();
  if (!category) return undefined;
  const rows = await db
    .selectFrom('media')
    .select(['code', 'title', 'video_id', 'thumbnail_large', 'sequence_id'])
    .where('category_id', '=', category.id)
    .where('status', '=', ACTIVE)
    .orderBy('sequence_id')
    .orderBy('id')
    .limit(CONTENT_LIMITS.mediaPerCategory)
    .execute();
  return rows.map((row) => ({
    code: row.code,
    // The only media type of portal.md §3, and the only one the event file takes.
    type: 'vimeo',
    title: row.title,
    sequenceId: row.sequence_id,
    params: { videoId: row.video_id, thumbnailLarge: row.thumbnail_large },
  }));
}
