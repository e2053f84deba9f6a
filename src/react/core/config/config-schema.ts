// valibot, not yup or zod: every element validates its configuration, so the validator ships in every element's
// chunks; valibot tree-shakes to the checks used here (docs/decisions/0014-i18n-and-config-weight.md has the numbers).
import * as v from 'valibot';
import {
  CHAT_PROVIDERS,
  ARENA_CHAT_POSITIONS,
  LANGUAGES,
  LOGIN_TYPES,
  ROUTING_MODES,
  SESSION_MODES,
  STREAM_LAYOUTS,
} from './config-types';

// yup's string().required() of the old schema: present and not empty.
const requiredString = v.pipe(v.string(), v.minLength(1));
const integer = v.pipe(v.number(), v.integer());
const optionalString = v.optional(v.string());
const optionalBoolean = v.optional(v.boolean());
const optionalInt = v.optional(integer);

const linkItem = v.object({
  label: requiredString,
  link: requiredString,
  ticketCategories: v.optional(v.array(requiredString)),
  openInNewTab: optionalBoolean,
});

const registrationField = v.object({
  code: requiredString,
  type: v.optional(v.picklist(['text', 'checkbox'])),
  label: optionalString,
  required: optionalBoolean,
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

const jsxContent = v.optional(v.strictObject({ content: optionalString }));

const afterEvent = v.strictObject({
  thankYou: v.optional(
    v.strictObject({
      topContent: optionalString,
      text: optionalString,
      showConversionCards: optionalBoolean,
      cardsPath: v.optional(v.pipe(v.string(), v.regex(/^\//))),
      redirectUrl: v.optional(v.pipe(v.string(), v.regex(/^(\/|https?:\/\/)/))),
      redirectDelaySeconds: v.optional(v.pipe(v.number(), v.minValue(0))),
    }),
  ),
  quiz: v.optional(v.strictObject({ content: optionalString, formCode: optionalString })),
  fin: jsxContent,
  finAnonymous: jsxContent,
});

/** The shape of the runtime configuration; every key optional, unknown keys rejected. */
export const configSchema = v.strictObject({
  apiUrl: optionalString,
  apiType: v.optional(v.picklist(['graphql', 'rest'])),
  loginType: v.optional(v.picklist(LOGIN_TYPES)),
  sessionMode: v.optional(v.picklist(SESSION_MODES)),
  projectId: optionalInt,
  eventProjectId: optionalInt,
  language: v.optional(v.picklist(LANGUAGES)),
  fallbackLanguage: v.optional(v.picklist(LANGUAGES)),
  routing: v.optional(v.picklist(ROUTING_MODES)),
  title: optionalString,
  logo: optionalString,
  navbar: v.optional(v.object({ items: v.array(linkItem) })),
  footer: v.optional(v.object({ links: v.array(v.object({ label: requiredString, link: requiredString })) })),
  welcome: v.optional(v.object({ buttons: v.optional(v.array(linkItem)), redirectToFin: optionalBoolean })),
  streamPage: v.optional(
    v.strictObject({
      layout: v.optional(v.picklist(STREAM_LAYOUTS)),
      leavePrompt: optionalBoolean,
      fullPageLoad: optionalBoolean,
    }),
  ),
  theme: v.optional(v.record(v.string(), requiredString)),
  languageOverrides: v.optional(v.record(v.picklist(LANGUAGES), v.record(v.string(), v.unknown()))),
  landing: v.optional(
    v.object({
      titleImage: optionalString,
      titleImageSmall: optionalString,
      titleImageAlt: optionalString,
      text: optionalString,
      notification: optionalString,
      clientPassword: optionalString,
    }),
  ),
  registration: v.optional(
    v.object({
      mode: v.optional(v.picklist(['account', 'anonymous'])),
      invitations: optionalBoolean,
      activation: optionalBoolean,
      fields: v.optional(v.array(registrationField)),
    }),
  ),
  parentProject: v.optional(v.object({ id: integer, cookieName: requiredString })),
  cookieBanner: v.optional(v.object({ privacyPolicyLink: requiredString })),
  analytics: v.optional(
    v.object({
      matomo: v.optional(v.object({ url: v.pipe(v.string(), v.url()), siteId: integer })),
      tagManagerId: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/))),
    }),
  ),
  chat: v.optional(
    v.strictObject({
      isEnabled: v.boolean(),
      region: optionalString,
      appId: optionalString,
      tabs: v.optional(v.array(v.picklist(['chats', 'users', 'groups']))),
      provider: v.optional(v.picklist(CHAT_PROVIDERS)),
      url: optionalString,
    }),
  ),
  afterEvent: v.optional(afterEvent),
  supportChat: v.optional(v.strictObject({ appId: requiredString, region: requiredString, scriptUrl: requiredString })),
  arenaChat: v.optional(
    v.strictObject({
      isVisible: v.boolean(),
      link: requiredString,
      publisher: optionalString,
      chatroom: optionalString,
      position: v.optional(v.picklist(ARENA_CHAT_POSITIONS)),
    }),
  ),
});
