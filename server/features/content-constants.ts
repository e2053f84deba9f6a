// The server's bounds for content pages and the media library. portal.md names none; each keeps a list bounded
// (STYLE: every list bounded) at a size no event page would reach.

export const CONTENT_LIMITS = {
  /** Pages in the /pages grid. */
  pages: 100,
  /** Buttons and bottom graphics of one page. */
  pageButtons: 20,
  pageGraphics: 50,
  /** jsx content of a page or a category intro, in characters. */
  jsxLength: 50_000,
  /** Media library categories, and media in one category. */
  mediaCategories: 50,
  mediaPerCategory: 200,
  /** Codes arriving as arguments. */
  codeLength: 255,
} as const;

/** A bottom graphic's gridAttr gives its column span of 12 at each portal.md §9 breakpoint (xs sm md lg xl). */
export const GRID_COLUMNS = 12;
