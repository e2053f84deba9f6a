import { z } from 'zod';
import type { SessionClaims } from '../../auth/tokens.js';
import { notFound, unauthenticated } from '../../errors.js';
import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { parseArgs } from '../../validation.js';
import { CONTENT_LIMITS } from './content-constants.js';
import type { Db } from '../../store/database.js';
import { findCustomerById } from '../customers/customer-store.js';
import { findPage, listCategoryMedia, listMediaCategories, listPages, type TicketCategoryOf } from './content-store.js';

const contentCode = z.string().min(1).max(CONTENT_LIMITS.codeLength);

/** /pages and /mediaLibrary are login routes (portal.md §2), so their content needs a session (anonymous counts). */
function requireSession(session: SessionClaims | null): asserts session is SessionClaims {
  if (!session) throw unauthenticated();
}

/** The session customer's ticket category, looked up once and only if a page asks (§6: limits by ticketCategoryCode). */
function ticketCategoryLookup(db: Db, session: SessionClaims): TicketCategoryOf {
  let category: Promise<string | null> | undefined;
  return () => {
    const id = Number(session.customerId);
    category ??= Number.isSafeInteger(id)
      ? findCustomerById(db, id).then((customer) => customer?.ticket_category_code ?? null)
      : Promise.resolve(null);
    return category;
  };
}

export const getPagesForFrontend: QueryResolvers['getPagesForFrontend'] = (_parent, _args, { db, session }) => {
  requireSession(session);
  return listPages(db, ticketCategoryLookup(db, session));
};

export const getPageContentForFrontend: QueryResolvers['getPageContentForFrontend'] = async (
  _parent,
  args,
  { db, session },
) => {
  requireSession(session);
  const { pageCode } = parseArgs(z.object({ pageCode: contentCode }), args);
  const page = await findPage(db, pageCode, ticketCategoryLookup(db, session));
  if (!page) throw notFound('Page not found');
  return page;
};

export const getAllMediaLibraryCategoriesForFrontend: QueryResolvers['getAllMediaLibraryCategoriesForFrontend'] = (
  _parent,
  _args,
  { db, session },
) => {
  requireSession(session);
  return listMediaCategories(db);
};

export const getAllMediaLibraryCategoryMediaForFrontend: QueryResolvers['getAllMediaLibraryCategoryMediaForFrontend'] =
  async (_parent, args, { db, session }) => {
    requireSession(session);
    const { categoryCode } = parseArgs(z.object({ categoryCode: contentCode }), args);
    const media = await listCategoryMedia(db, categoryCode);
    if (!media) throw notFound('Category not found');
    return media;
  };
