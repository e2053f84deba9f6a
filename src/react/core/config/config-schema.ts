// zod/mini, not yup: every element validates its configuration, so the validator ships in every element's chunks;
// zod/mini tree-shakes to the checks used here (docs/decisions/0011-element-weight.md).
import * as z from 'zod/mini';
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
const requiredString = z.string().check(z.minLength(1));
const optionalString = z.optional(z.string());
const optionalBoolean = z.optional(z.boolean());
const optionalInt = z.optional(z.int());

const linkItem = z.object({
  label: requiredString,
  link: requiredString,
  ticketCategories: z.optional(z.array(requiredString)),
  openInNewTab: optionalBoolean,
});

const registrationField = z.object({
  code: requiredString,
  type: z.optional(z.enum(['text', 'checkbox'])),
  label: optionalString,
  required: optionalBoolean,
  minLength: z.optional(z.int().check(z.minimum(1))),
});

const jsxContent = z.optional(z.strictObject({ content: optionalString }));

const afterEvent = z.strictObject({
  thankYou: z.optional(
    z.strictObject({
      topContent: optionalString,
      text: optionalString,
      showConversionCards: optionalBoolean,
      cardsPath: z.optional(z.string().check(z.regex(/^\//))),
      redirectUrl: z.optional(z.string().check(z.regex(/^(\/|https?:\/\/)/))),
      redirectDelaySeconds: z.optional(z.number().check(z.minimum(0))),
    }),
  ),
  quiz: z.optional(z.strictObject({ content: optionalString, formCode: optionalString })),
  fin: jsxContent,
  finAnonymous: jsxContent,
});

/** The shape of the runtime configuration; every key optional, unknown keys rejected. */
export const configSchema = z.strictObject({
  apiUrl: optionalString,
  apiType: z.optional(z.enum(['graphql', 'rest'])),
  loginType: z.optional(z.enum(LOGIN_TYPES)),
  sessionMode: z.optional(z.enum(SESSION_MODES)),
  projectId: optionalInt,
  eventProjectId: optionalInt,
  language: z.optional(z.enum(LANGUAGES)),
  fallbackLanguage: z.optional(z.enum(LANGUAGES)),
  routing: z.optional(z.enum(ROUTING_MODES)),
  title: optionalString,
  logo: optionalString,
  navbar: z.optional(z.object({ items: z.array(linkItem) })),
  footer: z.optional(z.object({ links: z.array(z.object({ label: requiredString, link: requiredString })) })),
  welcome: z.optional(z.object({ buttons: z.optional(z.array(linkItem)), redirectToFin: optionalBoolean })),
  streamPage: z.optional(
    z.strictObject({
      layout: z.optional(z.enum(STREAM_LAYOUTS)),
      leavePrompt: optionalBoolean,
      fullPageLoad: optionalBoolean,
    }),
  ),
  theme: z.optional(z.record(z.string(), requiredString)),
  languageOverrides: z.optional(z.partialRecord(z.enum(LANGUAGES), z.record(z.string(), z.unknown()))),
  landing: z.optional(
    z.object({
      titleImage: optionalString,
      titleImageSmall: optionalString,
      titleImageAlt: optionalString,
      text: optionalString,
      notification: optionalString,
      clientPassword: optionalString,
    }),
  ),
  registration: z.optional(
    z.object({
      mode: z.optional(z.enum(['account', 'anonymous'])),
      invitations: optionalBoolean,
      activation: optionalBoolean,
      fields: z.optional(z.array(registrationField)),
    }),
  ),
  parentProject: z.optional(z.object({ id: z.int(), cookieName: requiredString })),
  cookieBanner: z.optional(z.object({ privacyPolicyLink: requiredString })),
  analytics: z.optional(
    z.object({
      matomo: z.optional(z.object({ url: z.url(), siteId: z.int() })),
      tagManagerId: z.optional(z.string().check(z.regex(/^GTM-[A-Z0-9]+$/))),
    }),
  ),
  chat: z.optional(
    z.strictObject({
      isEnabled: z.boolean(),
      region: optionalString,
      appId: optionalString,
      tabs: z.optional(z.array(z.enum(['chats', 'users', 'groups']))),
      provider: z.optional(z.enum(CHAT_PROVIDERS)),
      url: optionalString,
    }),
  ),
  afterEvent: z.optional(afterEvent),
  supportChat: z.optional(z.strictObject({ appId: requiredString, region: requiredString, scriptUrl: requiredString })),
  arenaChat: z.optional(
    z.strictObject({
      isVisible: z.boolean(),
      link: requiredString,
      publisher: optionalString,
      chatroom: optionalString,
      position: z.optional(z.enum(ARENA_CHAT_POSITIONS)),
    }),
  ),
});
