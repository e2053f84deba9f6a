import { z } from 'zod';
import { authorize } from '../../auth/access-policy.js';
import type { SessionClaims } from '../../auth/tokens.js';
import { notFound } from '../../errors.js';
import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { parseArgs } from '../../validation.js';
import { CONTENT_LIMITS } from '../content-constants.js';
import type { Db } from '../../store/database.js';
import { findCustomerById } from '../../auth/customers.js';
import { findPage, listCategoryMedia, listMediaCategories, listPages, type TicketCategoryOf } from './content-store.js';

const contentCode = z.string().min(1).max(CONTENT_LIMITS.codeLength);

/** The session customer's ticket category, looked up once and only if a page asks (§6: limits by ticketCategoryCode). */
function ticketCategoryLookup(db: Db, session: SessionClaims | null): TicketCategoryOf {
  let category: Promise<string | null> | undefined;
  return () => {
    const id = Number(session?.customerId);
    category ??= Number.isSafeInteger(id)
      ? findCustomerById(db, id).then((customer) => customer?.ticket_category_code ?? null)
      : Promise.resolve(null);
    return category;
  };
}

// /pages and /mediaLibrary are login routes (portal.md §2): for sessions the event admits (access-policy.ts).
export const getPagesForFrontend: QueryResolvers['getPagesForFrontend'] = async (_parent, _args, ctx) => {
  await authorize(ctx, 'readContent');
  return listPages(ctx.db, ticketCategoryLookup(ctx.db, ctx.session));
};

export const getPageContentForFrontend: QueryResolvers['getPageContentForFrontend'] = async (_parent, args, ctx) => {
  await authorize(ctx, 'readContent');
  const { db, session } = ctx;
  const { pageCode } = parseArgs(z.object({ pageCode: contentCode }), args);
  const page = await findPage(db, pageCode, ticketCategoryLookup(db, session));
  if (!page) throw notFound('Page not found');
  return page;
};

export const getAllMediaLibraryCategoriesForFrontend: QueryResolvers['getAllMediaLibraryCategoriesForFrontend'] =
  async (_parent, _args, ctx) => {
    await authorize(ctx, 'readContent');
    return listMediaCategories(ctx.db);
  };

export const getAllMediaLibraryCategoryMediaForFrontend: QueryResolvers['getAllMediaLibraryCategoryMediaForFrontend'] =
  async (_parent, args, ctx) => {
    await authorize(ctx, 'readContent');
    const { db } = ctx;
    const { categoryCode } = parseArgs(z.object({ categoryCode: contentCode }), args);
    const media = await listCategoryMedia(db, categoryCode);
    if (!media) throw notFound('Category not found');
    return media;
  };
