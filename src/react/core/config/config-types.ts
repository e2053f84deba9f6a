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

/** §2 /thankYou: custom top content, the thank-you text, optional conversion cards, an optional redirect. */
export interface ThankYouConfig {
  /** Jsx content (docs/jsx-content.md) above the thank-you text: sanitised, never evaluated. */
  topContent?: string;
  /** Replaces the default thank-you text. */
  text?: string;
  showConversionCards?: boolean;
  /** The path whose conversion cards show; default /thankYou. */
  cardsPath?: string;
  /** A portal path or an http(s) address the page sends the visitor to. */
  redirectUrl?: string;
  /** How long the page shows before the redirect; default 0. */
  redirectDelaySeconds?: number;
}

/** §2 the after-event pages: /thankYou, /quiz, /fin and /finAnonymous. */
export interface AfterEventConfig {
  thankYou?: ThankYouConfig;
  /** Jsx content, a form of the event file, or both. */
  quiz?: { content?: string; formCode?: string };
  fin?: { content?: string };
  finAnonymous?: { content?: string };
}

/** §2 the support chat widget: the provider's script, loaded once into the document. */
export interface SupportChatConfig {
  appId: string;
  region: string;
  scriptUrl: string;
}

export const ARENA_CHAT_POSITIONS = ['side', 'bottom'] as const;

/** §3 "Stream chat embed": the external arena chat every stream page shows when isVisible. */
export interface ArenaChatConfig {
  isVisible: boolean;
  link: string;
  publisher?: string;
  chatroom?: string;
  /** side (default): beside the stream on large screens; bottom: below it. */
  position?: (typeof ARENA_CHAT_POSITIONS)[number];
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
  /** §2 the after-event pages. */
  afterEvent?: AfterEventConfig;
  /** §2 the support chat widget; shown only when set. */
  supportChat?: SupportChatConfig;
  /** §2 the external arena chat on stream pages. */
  arenaChat?: ArenaChatConfig;
}
