/** Constants of portal.md, each with the line of the spec it comes from. */

/** §7 "Failed requests are retried up to 5 times with a 300 ms initial delay and jitter." */
export const API_RETRY_MAX_ATTEMPTS = 5;
export const API_RETRY_INITIAL_DELAY_MS = 300;

/** §9 "Single-session poll 10 s". */
export const LOGIN_STATUS_POLL_MS = 10_000;

/** §2 "Access check runs every 20 s." */
export const STREAM_ACCESS_POLL_MS = 20_000;

/** §9 "Breakpoints: xs 0, sm 600, md 960, lg 1280, xl 1920." */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

/** §3 "Local storage keys: token, user, anonymousCustomerId, logoutReason". */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  anonymousCustomerId: 'anonymousCustomerId',
  logoutReason: 'logoutReason',
  /** The display name for meetings, shared by <event-stream>'s zoom meeting and the portal's /jump page. */
  meetingName: 'zoomUserName',
} as const;

/** §3 "Session user: ... alias (value 'anonymous' is special)". */
export const ANONYMOUS_ALIAS = 'anonymous';

/** §3 "ticket (value 'admin' is special)". */
export const ADMIN_TICKET = 'admin';

/**
 * §4 "The poll is re-fetched after a vote and on the configurable interval pollIntervall"; §9 "poll refresh
 * pollIntervall (value not shown)". Our default; the poll-intervall attribute changes it.
 */
export const POLL_REFRESH_DEFAULT_MS = 10_000;

/** §3 "Local storage keys: ... poll_{code} (stored votes with pollItemId, token, date)". */
export const pollStorageKey = (code: string): string => `poll_${code}`;

/** §9 "Word cloud font sizes 20 to 60." */
export const WORD_CLOUD_FONT_SIZE_MIN_PX = 20;
export const WORD_CLOUD_FONT_SIZE_MAX_PX = 60;

/** §9 "Default poll highlight colors ... exist; values not shown." Ours, for word clouds without colors. */
export const WORD_CLOUD_DEFAULT_COLORS = ['#0047b3', '#b3005e', '#00756f', '#8a5a00'] as const;

/** §4 "Conversion cards: the list is polled every 5 s." */
export const CONVERSION_CARDS_POLL_MS = 5_000;

/**
 * The audience Q&A (issue #30; the spec has none) asks again as the cards do (§4, 5 s): decision 0029. The element's
 * poll-intervall attribute changes it.
 */
export const QA_REFRESH_DEFAULT_MS = CONVERSION_CARDS_POLL_MS;

/** §4 "A card of type form with autoOpen opens the form once after 1 s, then sets a cookie of 86400 s". */
export const AUTO_OPEN_FORM_DELAY_MS = 1_000;
export const AUTO_OPEN_FORM_COOKIE_MAX_AGE_S = 86_400;
export const autoOpenFormCookie = (formCode: string): string => `autoOpenForm_${formCode}`;

/** §3 "A session-storage entry holds query-prefilled form values". */
export const FORM_PREFILL_STORAGE_KEY = 'formPrefill';

/** §9 "Rating scales 10 (rating) and 5 (emojiRating, very good to not at all). Default multiline rows 6." */
export const RATING_SCALE = 10;
export const EMOJI_RATING_SCALE = 5;
export const DEFAULT_MULTILINE_ROWS = 6;

/** §5 "multiSelect: an option 'Sonstiges:' adds a free-text entry stored as 'Sonstiges: {text}'." */
export const MULTI_SELECT_OTHER_OPTION = 'Sonstiges:';

/** §4 "The anonymous checkbox sets the author field to 'Anonym'". */
export const ANONYMOUS_AUTHOR = 'Anonym';
/** §4 "Presence: a ping is sent on mount and every 60 s". */
export const STREAM_PING_MS = 60_000;

/** §4 "Visitor count is polled every 10 s." */
export const VISITOR_COUNT_POLL_MS = 10_000;

/** §2 "Autoplay retries every 500 ms up to 5 times". */
export const AUTOPLAY_RETRY_MS = 500;
export const AUTOPLAY_MAX_RETRIES = 5;

/** §9 "Zoom-type component unavailable at 768 px or less." */
export const ZOOM_MIN_WIDTH_PX = 769;

/** §5 "Custom page password is read from query parameters password, p, k, or session storage." */
export const CUSTOM_PAGE_PASSWORD_QUERY_PARAMS = ['password', 'p', 'k'] as const;

/** §3 "A session-storage entry holds ... the custom page password" (ours: one entry, the passwords by page path). */
export const CUSTOM_PAGE_PASSWORD_STORAGE_KEY = 'customPagePassword';

/** §9 "Notification toast default 10 s; notification snackbar 4000 ms." The snackbar confirms a form dialog's submit. */
export const NOTIFICATION_SNACKBAR_MS = 4_000;
/** The toast: a notice another page leaves for /landing (activation, reset, account deleted ...). */
export const NOTIFICATION_TOAST_MS = 10_000;
