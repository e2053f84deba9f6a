// The event file's `portal` section: the portal configuration of shared/portal/portal-config.ts (its one definition,
// docs/decisions/0018-one-portal-config.md) with the event file's stricter authoring rules and portal.md §9's
// defaults. Every section that passes here also passes the shared schema, which the elements read their config with.
import * as v from 'valibot';
import { z } from 'zod';
import {
  CHAT_CONFIG_TABS,
  CHAT_PROVIDERS,
  LANGUAGES,
  LOGIN_TYPES,
  portalConfigSchema,
  SESSION_MODES,
  STREAM_LAYOUTS,
} from '../../../shared/portal/portal-config.js';
import { accountsPortalKeys } from './accounts-portal.js';
import { afterEventPortalKeys } from './after-event-portal.js';
import { code, language, link, text } from './common.js';

const linkItem = z.strictObject({
  label: text,
  link,
  /** Shown only to customers of these ticket categories; omitted means everyone. */
  ticketCategories: z.array(code).optional(),
  openInNewTab: z.boolean().optional(),
});

/**
 * One piece of a theme value: a colour (#hex, rgb(), hsl()), a number with an optional unit, a keyword or font name,
 * a quoted font name, or var(--foyer-…). Nothing else gets in, so url(), expression(), ; { } and friends cannot.
 */
const CSS_ATOM =
  String.raw`(?:#[0-9a-fA-F]{3,8}|[+-]?(?:\d+\.?\d*|\.\d+)(?:[a-zA-Z]{1,4}|%)?|[A-Za-z][A-Za-z0-9-]*|` +
  String.raw`'[A-Za-z0-9 .-]+'|"[A-Za-z0-9 .-]+"|(?:rgba?|hsla?)\([\d\s.,%/+-]+\)|var\(--foyer-[a-z0-9-]+\))`;
/** Atoms separated by spaces, commas (font lists, shadows) or a slash (font shorthand). */
const CSS_VALUE = new RegExp(String.raw`^${CSS_ATOM}(?:(?:\s*[,/]\s*|\s+)${CSS_ATOM})*$`);

const cssValue = z.string().trim().max(200).regex(CSS_VALUE, {
  error: "expected a colour, length, number or font names (like #0b5fff, 8px, 'Open Sans', sans-serif)",
});

/** The chat service's address: a path on this server or a ws(s) URL. */
const chatServiceUrl = /^(?:wss?:\/\/[^\s\\/]|\/(?![/\\]))[^\s\\]*$/;

/**
 * `portal`: the runtime configuration the portal reads (portal.md §1). The client uses these exact keys.
 * Defaults follow portal.md §9.
 */
const portalKeys = z.strictObject({
  loginType: z.enum(LOGIN_TYPES).default('anonymousLogin'),
  sessionMode: z.enum(SESSION_MODES).default('normal'),
  projectId: z.int().positive().default(4),
  eventProjectId: z.int().positive().default(6),
  language: language.default('de-DE-DU'),
  /** The languages visitors may switch among; omitted: all four. */
  languages: z.array(language).min(1).optional(),
  title: text.optional(),
  logo: link.optional(),
  /** Omitted: the portal shows its default items (Mediathek, Profil, Ausloggen). */
  navbar: z.strictObject({ items: z.array(linkItem) }).optional(),
  footer: z.strictObject({ links: z.array(z.strictObject({ label: text, link })) }).optional(),
  welcome: z
    .strictObject({
      buttons: z.array(linkItem).optional(),
      redirectToFin: z.boolean().optional(),
      /** §2 the navbar's items on the welcome page, in place of `navbar.items`. */
      navbarItems: z.array(linkItem).optional(),
    })
    .optional(),
  /** The stream page's options: layout, leave prompt, full page load from /preStream/{code}. */
  streamPage: z
    .strictObject({
      layout: z.enum(STREAM_LAYOUTS).optional(),
      leavePrompt: z.boolean().optional(),
      fullPageLoad: z.boolean().optional(),
      /** §2 the navbar's items on the stream pages, in place of `navbar.items`. */
      navbarItems: z.array(linkItem).optional(),
    })
    .optional(),
  theme: z
    .record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, { error: 'expected a token name like colorPrimary' }), cssValue)
    .optional(),
  languageOverrides: z
    .partialRecord(
      z.enum(LANGUAGES, { error: `expected a language: ${LANGUAGES.join(', ')}` }),
      z.record(z.string().min(1), z.string()),
    )
    .optional(),
  /** The chat bubble for logged-in visitors (chat-widget.md §3 chat widget config); omitted: no chat. */
  chat: z
    .strictObject({
      isEnabled: z.boolean(),
      region: z.string().min(1).optional(),
      appId: z.string().min(1).optional(),
      tabs: z.array(z.enum(CHAT_CONFIG_TABS)).optional(),
      provider: z.enum(CHAT_PROVIDERS).default('foyer'),
      url: z.string().regex(chatServiceUrl, { error: 'expected a ws://, wss:// or /path URL' }).optional(),
    })
    .optional(),
  ...accountsPortalKeys,
  ...afterEventPortalKeys,
});

/**
 * `portal`, checked against the shared definition once the event file's own rules passed (a transform runs only
 * then): a key or value the elements would refuse can never be imported, however the two evolve.
 */
export const portalSection = portalKeys.transform((portal, ctx) => {
  for (const issue of v.safeParse(portalConfigSchema, portal).issues ?? []) {
    ctx.issues.push({
      code: 'custom',
      input: issue.input,
      path: (issue.path ?? []).map((item) => item.key as PropertyKey),
      message: `the portal's elements would refuse this: ${issue.message}`,
    });
  }
  if (portal.streamChat?.provider === 'arena' && !portal.arenaChat) {
    ctx.issues.push({
      code: 'custom',
      input: portal.streamChat,
      path: ['streamChat', 'provider'],
      message: 'arena frames the arenaChat chat: configure portal.arenaChat, or use provider foyer',
    });
  }
  return portal;
});

/** The `portal` section as imported: the shared configuration with portal.md §9's defaults filled in. */
export type PortalSection = z.output<typeof portalSection>;
