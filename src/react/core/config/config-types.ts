/** The runtime configuration object of portal.md §1, as far as the built features read it. */

export const LOGIN_TYPES = ['anonymousLogin', 'passwordLogin', 'emailLogin', 'eventRegistration'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const SESSION_MODES = ['normal', 'oneSessionOnly'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const LANGUAGES = ['de-DE-DU', 'de', 'de-DE-SIE', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ROUTING_MODES = ['history', 'hash', 'memory'] as const;
/** history: the portal owns the page URL; hash: inside a CMS page it lives behind '#'; memory: no URL at all. */
export type RoutingMode = (typeof ROUTING_MODES)[number];

/** A navbar item or welcome button, shown only to visitors whose ticketCategoryCode is listed (all when unset). */
export interface LinkItem {
  label: string;
  link: string;
  ticketCategories?: string[];
  openInNewTab?: boolean;
}

export interface FooterLink {
  label: string;
  link: string;
}

/** A configured registration field (portal.md §5); business and position need at least 2 characters. */
export interface RegistrationFieldConfig {
  code: string;
  type?: 'text' | 'checkbox';
  label?: string;
  required?: boolean;
  minLength?: number;
}

/** The landing page (portal.md §2): title image and its small-screen variant, text, notification banner. */
export interface LandingConfig {
  titleImage?: string;
  titleImageSmall?: string;
  titleImageAlt?: string;
  /** Rich text as jsx content (docs/jsx-content.md): sanitised, never evaluated. */
  text?: string;
  notification?: string;
  /** Client-side password mode (§5): compared in the browser, a weak gate for low-stakes events. */
  clientPassword?: string;
}

export interface RegistrationConfig {
  mode?: 'account' | 'anonymous';
  invitations?: boolean;
  activation?: boolean;
  fields?: RegistrationFieldConfig[];
}

export const STREAM_LAYOUTS = ['side', 'stacked'] as const;

export interface StreamPageOptions {
  /** side (default): the call-to-action column beside the stream on large screens; stacked: always below. */
  layout?: (typeof STREAM_LAYOUTS)[number];
  /** Ask before the visitor closes the stream page. */
  leavePrompt?: boolean;
  /** /preStream/{code} loads /stream/{code} as a new page instead of switching routes. */
  fullPageLoad?: boolean;
}

export const CHAT_PROVIDERS = ['foyer', 'cometchat'] as const;

/** chat-widget.md §3 "Chat widget config: isEnabled, region, appId, tabs list", plus our provider and its url. */
export interface ChatWidgetConfig {
  isEnabled: boolean;
  region?: string;
  appId?: string;
  /** Which lists the panel offers (chats, users, groups); empty or unset: all. */
  tabs?: string[];
  provider?: (typeof CHAT_PROVIDERS)[number];
  /** Our chat service's WebSocket URL; unset: the page's origin + /chat. */
  url?: string;
}

export interface FoyerConfig {
  apiUrl: string;
  apiType: 'graphql' | 'rest';
  loginType: LoginType;
  sessionMode: SessionMode;
  projectId: number;
  eventProjectId: number;
  language: Language;
  fallbackLanguage: Language;
  routing: RoutingMode;
  title?: string;
  logo?: string;
  navbar?: { items: LinkItem[] };
  footer?: { links: FooterLink[] };
  welcome?: { buttons?: LinkItem[]; redirectToFin?: boolean };
  /** The stream page's options (portal.md §1 "stream page options"). */
  streamPage?: StreamPageOptions;
  /** Design tokens: camelCase names become --foyer-kebab-case custom properties. */
  theme?: Record<string, string>;
  /** Texts per language that replace the locale files' texts, keyed like the locale files. */
  languageOverrides?: Partial<Record<Language, Record<string, unknown>>>;
  landing?: LandingConfig;
  registration?: RegistrationConfig;
  /** customerParentEventLogin: the parent project and the session cookie removed on logout. */
  parentProject?: { id: number; cookieName: string };
  /** §9 the cookie banner, shown only when set. */
  cookieBanner?: { privacyPolicyLink: string };
  /** §7 analytics, started only as far as the visitor consents. */
  analytics?: { matomo?: { url: string; siteId: number }; tagManagerId?: string };
  /** The chat bubble the portal shows to logged-in visitors (chat-widget.md §3 chat widget config). */
  chat?: ChatWidgetConfig;
}
