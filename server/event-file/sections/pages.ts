import { z } from 'zod';
import { CONTENT_LIMITS, GRID_COLUMNS } from '../../features/content-constants.js';
import { code, link, pathOrHttpAddress, text } from './common.js';

/** An image the portal shows: a path on this server (/demo/assets/cover.svg) or an http(s) address. */
export const imageUrl = pathOrHttpAddress;

const columnSpan = z.int().min(1).max(GRID_COLUMNS);

/** The columns (of 12) a bottom graphic spans from each breakpoint up; xs defaults to the full row. */
const gridAttr = z.strictObject({
  xs: columnSpan.default(GRID_COLUMNS),
  sm: columnSpan.optional(),
  md: columnSpan.optional(),
  lg: columnSpan.optional(),
  xl: columnSpan.optional(),
});

const pageButton = z.strictObject({
  label: text,
  link,
  openInNewTab: z.boolean().default(false),
});

const bottomGraphic = z
  .strictObject({
    img: imageUrl,
    /** Describes the image; required when it is a link, whose only content it is. */
    alt: z.string().trim().default(''),
    link: link.optional(),
    openInNewTab: z.boolean().default(false),
    gridAttr: gridAttr.default(() => gridAttr.parse({})),
  })
  .superRefine((graphic, ctx) => {
    if (graphic.link && !graphic.alt) {
      ctx.addIssue({ code: 'custom', path: ['alt'], message: 'required when the graphic is a link' });
    }
  });

const pageContent = z.strictObject({
  titleImg: imageUrl.optional(),
  navTitle: text.optional(),
  preText: text.optional(),
  /** jsx content (docs/jsx-content.md). */
  content: z.string().max(CONTENT_LIMITS.jsxLength).optional(),
  buttons: z.array(pageButton).max(CONTENT_LIMITS.pageButtons).default([]),
  bottomGraphics: z.array(bottomGraphic).max(CONTENT_LIMITS.pageGraphics).default([]),
});

export const pageSchema = z.strictObject({
  code,
  name: text,
  coverImg: imageUrl,
  /** The place in the /pages grid; default: the position in the file. */
  sequenceId: z.int().min(0).optional(),
  status: z.enum(['active', 'hidden']).default('active'),
  /** Only visitors of these ticket categories see the page; none: every visitor. */
  ticketCategories: z.array(code).max(50).default([]),
  content: pageContent.default(() => pageContent.parse({})),
});

/** `pages`: the /pages grid and its content pages (getPagesForFrontend, getPageContentForFrontend). */
export const pagesSection = z
  .array(pageSchema)
  .max(CONTENT_LIMITS.pages)
  .superRefine((pages, ctx) => {
    const codes = new Set<string>();
    pages.forEach((page, index) => {
      if (codes.has(page.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate page code' });
      codes.add(page.code);
    });
  });

export type PageDefinition = z.output<typeof pageSchema>;
export type PageContentDefinition = PageDefinition['content'];
