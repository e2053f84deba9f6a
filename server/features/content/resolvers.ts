import { z } from 'zod';
import type { SessionClaims } from '../../auth/tokens.js';
import { notFound, unauthenticated } from '../../errors.js';
import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { parseArgs } from '../../validation.js';
import { CONTENT_LIMITS } from './content-constants.js';
import { findPage, listCategoryMedia, listMediaCategories, listPages } from './content-store.js';

const contentCode = z.string().min(1).max(CONTENT_LIMITS.codeLength);

/** /pages and /mediaLibrary are login routes (portal.md §2), so their content needs a session (anonymous counts). */
function requireSession(session: SessionClaims | null): void {
  if (!session) throw unauthenticated();
}

export const getPagesForFrontend: QueryResolvers['getPagesForFrontend'] = (_parent, _args, { db, session }) => {
  requireSession(session);
  return listPages(db);
};

export const getPageContentForFrontend: QueryResolvers['getPageContentForFrontend'] = async (
  _parent,
  args,
  { db, session },
) => {
  requireSession(session);
  const { pageCode } = parseArgs(z.object({ pageCode: contentCode }), args);
  const page = await findPage(db, pageCode);
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
