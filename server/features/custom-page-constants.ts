// The server's constants for custom pages (portal.md §2 "/page, /page* and any other path", §3 Custom page).

export const CUSTOM_PAGE_LIMITS = {
  /** The longest path a page has or a visitor may ask for (every input bounded; §3 names no limit). */
  pathLength: 512,
  /** Elements of one page (every list bounded). */
  elements: 50,
  /** The operator markup of one jsx element. */
  jsxLength: 100_000,
} as const;

/**
 * §2: these first path segments are routes of their own, so a custom page there could never be reached.
 * (The portal's own paths win over custom pages in its router.)
 */
export const RESERVED_PORTAL_PATHS: readonly string[] = [
  'landing',
  'register',
  'forgotPassword',
  'resetPassword',
  'activateAccount',
  'welcome',
  'preStream',
  'stream',
  'thankYou',
  'quiz',
  'fin',
  'finAnonymous',
  'closed',
  'mediaLibrary',
  'pages',
  'profile',
  'logout',
  'login',
  'jump',
  'preview',
  'graphql',
  'demo',
  'dist',
  'dev',
  'health',
  'test',
];
