// The portal's runtime configuration (portal.md §1), the one definition both builds compile
// (docs/decisions/0018-one-portal-config.md): the keys, their nesting, value types and choices. The client reads its
// configuration with this schema (src/react/core/config/config-schema.ts adds the element-only keys); the server
// checks that every event file's `portal` section passes it (server/event-file/schema.ts), on top of the event file's
// stricter authoring rules and defaults (server/event-file/sections/portal.ts), and takes its choices from here.
// valibot, not zod: every element ships this validator, and valibot tree-shakes to the checks used
// (docs/decisions/0014-i18n-and-config-weight.md).
import * as v from 'valibot';

import {
  ARENA_CHAT_POSITIONS,
  CHAT_CONFIG_TABS,
  CHAT_PROVIDERS,
  LANGUAGES,
  LOGIN_TYPES,
  REGISTRATION_FIELD_TYPES,
  REGISTRATION_MODES,
  REGISTRATION_VALIDATION_TYPES,
  TAWK_TO_ID,
  SESSION_MODES,
  STREAM_LAYOUTS,
} from './portal-choices.js';

export * from './portal-choices.js';

// yup's string().required() of the first client schema: present and not empty.
const requiredString = v.pipe(v.string(), v.minLength(1));
const integer = v.pipe(v.number(), v.integer());
const optionalString = v.optional(v.string());
const optionalBoolean = v.optional(v.boolean());
const optionalInt = v.optional(integer);

/** A navbar item or welcome button, shown only to visitors whose ticketCategoryCode is listed (all when unset). */
const linkItem = v.object({
  label: requiredString,
  link: requiredString,
  ticketCategories: v.optional(v.array(requiredString)),
  openInNewTab: optionalBoolean,
});

/** §5 a configured validation of a registration field: its type, its params (min: [length]; oneOf: the values). */
const registrationValidation = v.object({
  type: v.picklist(REGISTRATION_VALIDATION_TYPES),
  params: v.optional(v.array(v.union([v.string(), v.number(), v.boolean()]))),
  message: optionalString,
});

/**
 * A configured registration field (portal.md §3 "code, type, label, default, validation", §5); business and
 * position need at least 2 characters.
 */
const registrationField = v.object({
  code: requiredString,
  type: v.optional(v.picklist(REGISTRATION_FIELD_TYPES)),
  label: optionalString,
  required: optionalBoolean,
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  default: v.optional(v.union([v.string(), v.boolean()])),
  validation: v.optional(v.array(registrationValidation)),
});

/** Jsx content (docs/jsx-content.md): sanitised in the browser, never evaluated. */
const jsxContent = v.optional(v.strictObject({ content: optionalString }));

/** §2 the after-event pages: /thankYou, /quiz, /fin and /finAnonymous. */
const afterEvent = v.strictObject({
  thankYou: v.optional(
    v.strictObject({
      topContent: optionalString,
      text: optionalString,
      showConversionCards: optionalBoolean,
      /** The path whose conversion cards show; default /thankYou. */
      cardsPath: v.optional(v.pipe(v.string(), v.regex(/^\//))),
      /** A portal path or an http(s) address the page sends the visitor to. */
      redirectUrl: v.optional(v.pipe(v.string(), v.regex(/^(\/|https?:\/\/)/))),
      redirectDelaySeconds: v.optional(v.pipe(v.number(), v.minValue(0))),
    }),
  ),
  quiz: v.optional(v.strictObject({ content: optionalString, formCode: optionalString })),
  fin: jsxContent,
  finAnonymous: jsxContent,
});

/** The entries of the `portal` configuration: every key optional (defaults are each side's), unknown keys rejected. */
export const portalConfigEntries = {
  loginType: v.optional(v.picklist(LOGIN_TYPES)),
  sessionMode: v.optional(v.picklist(SESSION_MODES)),
  projectId: optionalInt,
  eventProjectId: optionalInt,
  language: v.optional(v.picklist(LANGUAGES)),
  /** The languages visitors may switch among (all four when unset); `language` is always one of them. */
  languages: v.optional(v.pipe(v.array(v.picklist(LANGUAGES)), v.minLength(1))),
  title: optionalString,
  logo: optionalString,
  navbar: v.optional(v.object({ items: v.array(linkItem) })),
  footer: v.optional(v.object({ links: v.array(v.object({ label: requiredString, link: requiredString })) })),
  welcome: v.optional(
    v.object({
      buttons: v.optional(v.array(linkItem)),
      redirectToFin: optionalBoolean,
      /** §2 "Welcome and stream pages can override" the navbar's items. */
      navbarItems: v.optional(v.array(linkItem)),
    }),
  ),
  /** The stream page's options (portal.md §1 "stream page options"). */
  streamPage: v.optional(
    v.strictObject({
      layout: v.optional(v.picklist(STREAM_LAYOUTS)),
      /** Ask before the visitor closes the stream page. */
      leavePrompt: optionalBoolean,
      /** /preStream/{code} loads /stream/{code} as a new page instead of switching routes. */
      fullPageLoad: optionalBoolean,
      /** §2 the navbar's items on the stream pages. */
      navbarItems: v.optional(v.array(linkItem)),
    }),
  ),
  /** Design tokens: camelCase names become --foyer-kebab-case custom properties. */
  theme: v.optional(v.record(v.string(), requiredString)),
  /** Texts per language that replace the locale files' texts, keyed like the locale files. */
  languageOverrides: v.optional(v.record(v.picklist(LANGUAGES), v.record(v.string(), v.unknown()))),
  /** The landing page (portal.md §2): title image and its small-screen variant, text, notification banner. */
  landing: v.optional(
    v.object({
      titleImage: optionalString,
      titleImageSmall: optionalString,
      titleImageAlt: optionalString,
      /** Rich text as jsx content (docs/jsx-content.md): sanitised, never evaluated. */
      text: optionalString,
      notification: optionalString,
      /** Client-side password mode (§5): compared in the browser, a weak gate for low-stakes events. */
      clientPassword: optionalString,
    }),
  ),
  registration: v.optional(
    v.object({
      mode: v.optional(v.picklist(REGISTRATION_MODES)),
      invitations: optionalBoolean,
      activation: optionalBoolean,
      fields: v.optional(v.array(registrationField)),
    }),
  ),
  /** customerParentEventLogin: the parent project and the session cookie removed on logout. */
  parentProject: v.optional(v.object({ id: integer, cookieName: requiredString })),
  /** §9 the cookie banner, shown only when set. */
  cookieBanner: v.optional(v.object({ privacyPolicyLink: requiredString })),
  /** §7 analytics, started only as far as the visitor consents. */
  analytics: v.optional(
    v.object({
      matomo: v.optional(v.object({ url: v.pipe(v.string(), v.url()), siteId: integer })),
      tagManagerId: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/))),
      /** §3 the standalone portal's icons, written into its page by the server. */
      favicon: optionalString,
      appleTouchIcon: optionalString,
    }),
  ),
  /** chat-widget.md §3 "Chat widget config: isEnabled, region, appId, tabs list", plus our provider and its url. */
  chat: v.optional(
    v.strictObject({
      isEnabled: v.boolean(),
      region: optionalString,
      appId: optionalString,
      /** Which lists the panel offers; empty or unset: all. */
      tabs: v.optional(v.array(v.picklist(CHAT_CONFIG_TABS))),
      provider: v.optional(v.picklist(CHAT_PROVIDERS)),
      /** Our chat service's WebSocket URL; unset: the page's origin + /chat. */
      url: optionalString,
    }),
  ),
  afterEvent: v.optional(afterEvent),
  /**
   * §2 the support chat widget, shown only when set: a generic provider script loaded once into the document (app id,
   * region, script address), or tawk.to (provider tawkTo) through its documented JavaScript API.
   */
  supportChat: v.optional(
    v.variant('provider', [
      v.strictObject({
        provider: v.optional(v.literal('script')),
        appId: requiredString,
        region: requiredString,
        scriptUrl: requiredString,
      }),
      v.strictObject({
        provider: v.literal('tawkTo'),
        propertyId: v.pipe(v.string(), v.regex(TAWK_TO_ID)),
        widgetId: v.pipe(v.string(), v.regex(TAWK_TO_ID)),
      }),
    ]),
  ),
  /** §3 "Stream chat embed": the external arena chat every stream page shows when isVisible. */
  arenaChat: v.optional(
    v.strictObject({
      isVisible: v.boolean(),
      link: requiredString,
      publisher: optionalString,
      chatroom: optionalString,
      position: v.optional(v.picklist(ARENA_CHAT_POSITIONS)),
    }),
  ),
  /**
   * The stream page's chat (docs/decisions/0038): `foyer`, the event's group in our chat with `<chat-widget
   * layout="group">`, or `arena`, the arenaChat frame. Omitted: the arena chat when isVisible.
   */
  streamChat: v.optional(
    v.variant('provider', [
      v.strictObject({
        provider: v.literal('foyer'),
        group: requiredString,
        name: requiredString,
        position: v.optional(v.picklist(ARENA_CHAT_POSITIONS)),
      }),
      v.strictObject({ provider: v.literal('arena') }),
    ]),
  ),
};

/** The `portal` configuration as the event file's section and the elements' config script carry it. */
export const portalConfigSchema = v.strictObject(portalConfigEntries);

/** The portal configuration; every key optional. */
export type PortalConfig = v.InferOutput<typeof portalConfigSchema>;
