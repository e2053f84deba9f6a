import { z } from 'zod';
import { code, text } from './common.js';

/** `ticketCategories`: the categories that navbar items and welcome buttons can be limited to. */
export const ticketCategoriesSection = z.array(z.strictObject({ code, name: text })).superRefine((categories, ctx) => {
  const seen = new Set<string>();
  categories.forEach((category, index) => {
    if (seen.has(category.code)) {
      ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate ticket category code' });
    }
    seen.add(category.code);
  });
});
