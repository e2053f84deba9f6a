// The runtime configuration object of portal.md §1, as far as the built features read it: the types of the portal
// configuration inferred from its one definition (shared/portal/portal-config.ts), with the element-only keys and the
// keys the defaults always fill (defaults.ts).
import type { PortalConfig, Language, LoginType, SessionMode } from '../../../../shared/portal/portal-config.js';

export {
  ARENA_CHAT_POSITIONS,
  CHAT_PROVIDERS,
  LANGUAGES,
  LOGIN_TYPES,
  SESSION_MODES,
  STREAM_LAYOUTS,
} from '../../../../shared/portal/portal-config.js';
export type { Language, LoginType, SessionMode } from '../../../../shared/portal/portal-config.js';

export const ROUTING_MODES = ['history', 'hash', 'memory'] as const;
/** history: the portal owns the page URL; hash: inside a CMS page it lives behind '#'; memory: no URL at all. */
export type RoutingMode = (typeof ROUTING_MODES)[number];

type Part<K extends keyof PortalConfig> = NonNullable<PortalConfig[K]>;

/** A navbar item or welcome button, shown only to visitors whose ticketCategoryCode is listed (all when unset). */
export type LinkItem = Part<'navbar'>['items'][number];
export type FooterLink = Part<'footer'>['links'][number];
/** The landing page (portal.md §2). */
export type LandingConfig = Part<'landing'>;
export type RegistrationConfig = Part<'registration'>;
/** A configured registration field (portal.md §5). */
export type RegistrationFieldConfig = NonNullable<RegistrationConfig['fields']>[number];
export type StreamPageOptions = Part<'streamPage'>;
/** chat-widget.md §3 chat widget config, plus our provider and its url. */
export type ChatWidgetConfig = Part<'chat'>;
export type AfterEventConfig = Part<'afterEvent'>;
/** §2 /thankYou: custom top content, the thank-you text, optional conversion cards, an optional redirect. */
export type ThankYouConfig = NonNullable<AfterEventConfig['thankYou']>;
export type SupportChatConfig = Part<'supportChat'>;
/** The generic mode: a provider script that reads the visitor from its container's attributes. */
export type ScriptSupportChatConfig = Extract<SupportChatConfig, { appId: string }>;
/** tawk.to through its JavaScript API. */
export type TawkToSupportChatConfig = Extract<SupportChatConfig, { provider: 'tawkTo' }>;
export type ArenaChatConfig = Part<'arenaChat'>;
/** `streamChat` with our chat: the event's group beside the stream. */
export type StreamGroupChatConfig = Extract<Part<'streamChat'>, { provider: 'foyer' }>;

/** What an element works with: the portal configuration, the element-only keys, and the defaults filled in. */
export interface FoyerConfig extends Omit<
  PortalConfig,
  'loginType' | 'sessionMode' | 'projectId' | 'eventProjectId' | 'language'
> {
  apiUrl: string;
  apiType: 'graphql' | 'rest';
  loginType: LoginType;
  sessionMode: SessionMode;
  projectId: number;
  eventProjectId: number;
  language: Language;
  fallbackLanguage: Language;
  routing: RoutingMode;
}
