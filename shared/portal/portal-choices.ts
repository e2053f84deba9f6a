// The choices of the portal configuration (shared/portal/portal-config.ts), in a module of their own without the
// validator, so code that needs only a list of choices (the chat launcher's providers) loads no valibot.
export const LOGIN_TYPES = ['anonymousLogin', 'passwordLogin', 'emailLogin', 'eventRegistration'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const SESSION_MODES = ['normal', 'oneSessionOnly'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

/** portal.md §1: de-DE-DU informal, de neutral, de-DE-SIE formal, en. */
export const LANGUAGES = ['de-DE-DU', 'de', 'de-DE-SIE', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** side (default): the call-to-action column beside the stream on large screens; stacked: always below. */
export const STREAM_LAYOUTS = ['side', 'stacked'] as const;

export const CHAT_PROVIDERS = ['foyer', 'cometchat'] as const;
/** Which lists the chat panel offers (chat-widget.md §3 "tabs list"). */
export const CHAT_CONFIG_TABS = ['chats', 'users', 'groups'] as const;

/** side (default): the arena chat beside the stream on large screens; bottom: below it. */
export const ARENA_CHAT_POSITIONS = ['side', 'bottom'] as const;

/** tawk.to's property and widget ids become path segments of the embed address: letters, digits, _ and - only. */
export const TAWK_TO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Where the third-party scripts a portal configuration names are loaded from: the server's page policy allows these
 * origins, and only when the configuration uses them (server/plugins/use-security-headers.ts).
 */
export const TAWK_TO_EMBED_ORIGIN = 'https://embed.tawk.to';
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export const REGISTRATION_MODES = ['account', 'anonymous'] as const;
export const REGISTRATION_FIELD_TYPES = ['text', 'checkbox'] as const;
/** portal.md §5 "Configured validation types: required, min (with params), email, oneOf, all with a message." */
export const REGISTRATION_VALIDATION_TYPES = ['required', 'min', 'email', 'oneOf'] as const;
