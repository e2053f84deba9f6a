import { z } from 'zod';
import { accountsPortalKeys } from './accounts-portal.js';
import { afterEventPortalKeys } from './after-event-portal.js';
import { code, language, languages, link, text } from './common.js';

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
export const portalSection = z.strictObject({
  loginType: z.enum(['anonymousLogin', 'passwordLogin', 'emailLogin', 'eventRegistration']).default('anonymousLogin'),
  sessionMode: z.enum(['normal', 'oneSessionOnly']).default('normal'),
  projectId: z.int().positive().default(4),
  eventProjectId: z.int().positive().default(6),
  language: language.default('de-DE-DU'),
  title: text.optional(),
  logo: link.optional(),
  /** Omitted: the portal shows its default items (Mediathek, Profil, Ausloggen). */
  navbar: z.strictObject({ items: z.array(linkItem) }).optional(),
  footer: z.strictObject({ links: z.array(z.strictObject({ label: text, link })) }).optional(),
  welcome: z
    .strictObject({
      buttons: z.array(linkItem).optional(),
      redirectToFin: z.boolean().optional(),
    })
    .optional(),
  /** The stream page's options: layout, leave prompt, full page load from /preStream/{code}. */
  streamPage: z
    .strictObject({
      layout: z.enum(['side', 'stacked']).optional(),
      leavePrompt: z.boolean().optional(),
      fullPageLoad: z.boolean().optional(),
    })
    .optional(),
  theme: z
    .record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, { error: 'expected a token name like colorPrimary' }), cssValue)
    .optional(),
  languageOverrides: z
    .partialRecord(
      z.enum(languages, { error: `expected a language: ${languages.join(', ')}` }),
      z.record(z.string().min(1), z.string()),
    )
    .optional(),
  /** The chat bubble for logged-in visitors (chat-widget.md §3 chat widget config); omitted: no chat. */
  chat: z
    .strictObject({
      isEnabled: z.boolean(),
      region: z.string().min(1).optional(),
      appId: z.string().min(1).optional(),
      tabs: z.array(z.enum(['chats', 'users', 'groups'])).optional(),
      provider: z.enum(['foyer', 'cometchat']).default('foyer'),
      url: z.string().regex(chatServiceUrl, { error: 'expected a ws://, wss:// or /path URL' }).optional(),
    })
    .optional(),
  ...accountsPortalKeys,
  ...afterEventPortalKeys,
});

export type PortalConfig = z.output<typeof portalSection>;
