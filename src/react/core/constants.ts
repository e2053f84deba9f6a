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
} as const;

/** §3 "Session user: ... alias (value 'anonymous' is special)". */
export const ANONYMOUS_ALIAS = 'anonymous';

/** §3 "ticket (value 'admin' is special)". */
export const ADMIN_TICKET = 'admin';

/** §4 "Presence: a ping is sent on mount and every 60 s". */
export const STREAM_PING_MS = 60_000;

/** §4 "Visitor count is polled every 10 s." */
export const VISITOR_COUNT_POLL_MS = 10_000;

/** §2 "Autoplay retries every 500 ms up to 5 times". */
export const AUTOPLAY_RETRY_MS = 500;
export const AUTOPLAY_MAX_RETRIES = 5;

/** §9 "Zoom-type component unavailable at 768 px or less." */
export const ZOOM_MIN_WIDTH_PX = 769;
