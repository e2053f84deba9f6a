import { z } from 'zod';
import { CONTENT_LIMITS } from '../../features/content-constants.js';
import { code, text } from './common.js';
import { imageUrl } from './pages.js';

const media = z.strictObject({
  code,
  /** portal.md §3 "Media: code, type (vimeo)". */
  type: z.literal('vimeo'),
  title: text,
  params: z.strictObject({
    /** The numeric id of the Vimeo video (https://vimeo.com/{videoId}). */
    videoId: z.string().regex(/^\d{1,20}$/, { error: 'expected the numeric Vimeo video id, like 76979871' }),
    thumbnailLarge: imageUrl.optional(),
  }),
  /** The place in its category; default: the position in the file. */
  sequenceId: z.int().min(0).optional(),
  status: z.enum(['active', 'hidden']).default('active'),
});

const category = z.strictObject({
  code,
  name: text,
  sequenceId: z.int().min(0).optional(),
  /** The category's intro (jsx content, docs/jsx-content.md), and what its "show more" button reveals. */
  content: z.string().max(CONTENT_LIMITS.jsxLength).optional(),
  moreContent: z.string().max(CONTENT_LIMITS.jsxLength).optional(),
  media: z.array(media).max(CONTENT_LIMITS.mediaPerCategory).default([]),
});

/** `mediaLibrary`: the categories of /mediaLibrary and their media (getAllMediaLibraryCategories...ForFrontend). */
export const mediaLibrarySection = z
  .strictObject({
    categories: z.array(category).max(CONTENT_LIMITS.mediaCategories).default([]),
  })
  .superRefine((library, ctx) => {
    const categoryCodes = new Set<string>();
    const mediaCodes = new Set<string>();
    library.categories.forEach((entry, index) => {
      if (categoryCodes.has(entry.code)) {
        ctx.addIssue({ code: 'custom', path: ['categories', index, 'code'], message: 'duplicate category code' });
      }
      categoryCodes.add(entry.code);
      entry.media.forEach((item, position) => {
        if (mediaCodes.has(item.code)) {
          ctx.addIssue({
            code: 'custom',
            path: ['categories', index, 'media', position, 'code'],
            message: 'duplicate media code (codes are unique in the whole library)',
          });
        }
        mediaCodes.add(item.code);
      });
    });
  });

export type MediaLibraryDefinition = z.output<typeof mediaLibrarySection>;
