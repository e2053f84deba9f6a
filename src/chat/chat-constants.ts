/** Constants of chat-widget.md §9, each with the line of the spec it comes from. */

// Shared with the server: the contract's constants (shared/chat/chat-limits.ts).
export { GROUP_ID_PREFIX, PAGE_SIZE, TYPING_AUTO_END_MS } from '../../shared/chat/chat-limits.js';

/** §9 "Search debounce 500 ms." */
export const SEARCH_DEBOUNCE_MS = 500;
/** §9 "Live reaction 1000 ms." */
export const LIVE_REACTION_MS = 1_000;
/** §9 "Unread poll 5000 ms, limit 10, badge shows 10+ at 10 or more." */
export const UNREAD_POLL_MS = 5_000;
export const UNREAD_POLL_LIMIT = 10;
export const UNREAD_BADGE_MAX = 10;
/** §9 "Snackbar 4000 ms. Toast default 3 s." */
export const SNACKBAR_MS = 4_000;
export const TOAST_MS = 3_000;
/** §9 "Image retry 800 ms." */
export const IMAGE_RETRY_MS = 800;
/**
 * §4 "If the count passes the maximum message count (value not shown) the list is rebuilt"; §9 "Kit maximum of 100
 * messages is also mentioned": that maximum is the value taken.
 */
export const MAX_NEW_MESSAGES_BEFORE_RELOAD = 100;
/** §1 and §9 "Default language de"; §1 the 13 locales. */
export const CHAT_LANGUAGES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'hi',
  'ms',
  'pt',
  'ru',
  'sv',
  'lt',
  'zh',
  'zh-TW',
] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];
export const DEFAULT_CHAT_LANGUAGE: ChatLanguage = 'de';
/** §2 "Default tab is users." */
export const CHAT_TABS = ['chats', 'users', 'groups'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];
export const DEFAULT_CHAT_TAB: ChatTab = 'users';
