import { array, boolean, lazy, mixed, number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import {
  CHAT_PROVIDERS,
  ARENA_CHAT_POSITIONS,
  LANGUAGES,
  LOGIN_TYPES,
  ROUTING_MODES,
  SESSION_MODES,
  STREAM_LAYOUTS,
  type FoyerConfig,
  type LinkItem,
} from './config-types';

const linkItem: ObjectSchema<LinkItem> = object({
  label: string().required(),
  link: string().required(),
  ticketCategories: array(string().required()).optional(),
  openInNewTab: boolean().optional(),
});

const stringMap = lazy((value: AnyObject | undefined) =>
  object(Object.fromEntries(Object.keys(value ?? {}).map((key) => [key, string().required()]))).optional(),
);

const registrationField = object({
  code: string().required(),
  type: mixed<'text' | 'checkbox'>().oneOf(['text', 'checkbox']).optional(),
  label: string().optional(),
  required: boolean().optional(),
  minLength: number().integer().min(1).optional(),
});

const jsxContent = object({ content: string().optional() }).noUnknown(true).default(undefined).optional();

const afterEvent = object({
  thankYou: object({
    topContent: string().optional(),
    text: string().optional(),
    showConversionCards: boolean().optional(),
    cardsPath: string().matches(/^\//).optional(),
    redirectUrl: string()
      .matches(/^(\/|https?:\/\/)/)
      .optional(),
    redirectDelaySeconds: number().min(0).optional(),
  })
    .noUnknown(true)
    .default(undefined)
    .optional(),
  quiz: object({ content: string().optional(), formCode: string().optional() })
    .noUnknown(true)
    .default(undefined)
    .optional(),
  fin: jsxContent,
  finAnonymous: jsxContent,
})
  .noUnknown(true)
  .default(undefined)
  .optional();

/** The shape of the runtime configuration; every key optional, unknown keys rejected. */
export const configSchema = object({
  apiUrl: string().optional(),
  apiType: mixed<'graphql' | 'rest'>().oneOf(['graphql', 'rest']).optional(),
  loginType: mixed<FoyerConfig['loginType']>().oneOf(LOGIN_TYPES).optional(),
  sessionMode: mixed<FoyerConfig['sessionMode']>().oneOf(SESSION_MODES).optional(),
  projectId: number().integer().optional(),
  eventProjectId: number().integer().optional(),
  language: mixed<FoyerConfig['language']>().oneOf(LANGUAGES).optional(),
  fallbackLanguage: mixed<FoyerConfig['language']>().oneOf(LANGUAGES).optional(),
  routing: mixed<FoyerConfig['routing']>().oneOf(ROUTING_MODES).optional(),
  title: string().optional(),
  logo: string().optional(),
  navbar: object({ items: array(linkItem).required() })
    .default(undefined)
    .optional(),
  footer: object({
    links: array(object({ label: string().required(), link: string().required() })).required(),
  })
    .default(undefined)
    .optional(),
  welcome: object({ buttons: array(linkItem).optional(), redirectToFin: boolean().optional() })
    .default(undefined)
    .optional(),
  streamPage: object({
    layout: mixed<(typeof STREAM_LAYOUTS)[number]>().oneOf(STREAM_LAYOUTS).optional(),
    leavePrompt: boolean().optional(),
    fullPageLoad: boolean().optional(),
  })
    .noUnknown(true)
    .default(undefined)
    .optional(),
  theme: stringMap,
  languageOverrides: mixed<Record<string, Record<string, unknown>>>()
    .test('languages', 'must map a language (de-DE-DU, de, de-DE-SIE, en) to an object of texts', (value) =>
      value === undefined
        ? true
        : typeof value === 'object' &&
          value !== null &&
          Object.entries(value).every(
            ([language, texts]) =>
              (LANGUAGES as readonly string[]).includes(language) && typeof texts === 'object' && texts !== null,
          ),
    )
    .optional(),
  landing: object({
    titleImage: string().optional(),
    titleImageSmall: string().optional(),
    titleImageAlt: string().optional(),
    text: string().optional(),
    notification: string().optional(),
    clientPassword: string().optional(),
  })
    .default(undefined)
    .optional(),
  registration: object({
    mode: mixed<'account' | 'anonymous'>().oneOf(['account', 'anonymous']).optional(),
    invitations: boolean().optional(),
    activation: boolean().optional(),
    fields: array(registrationField).optional(),
  })
    .default(undefined)
    .optional(),
  parentProject: object({ id: number().integer().required(), cookieName: string().required() })
    .default(undefined)
    .optional(),
  cookieBanner: object({ privacyPolicyLink: string().required() }).default(undefined).optional(),
  analytics: object({
    matomo: object({ url: string().url().required(), siteId: number().integer().required() })
      .default(undefined)
      .optional(),
    tagManagerId: string()
      .matches(/^GTM-[A-Z0-9]+$/)
      .optional(),
  })
    .default(undefined)
    .optional(),
  chat: object({
    isEnabled: boolean().required(),
    region: string().optional(),
    appId: string().optional(),
    tabs: array(mixed<string>().oneOf(['chats', 'users', 'groups']).required()).optional(),
    provider: mixed<(typeof CHAT_PROVIDERS)[number]>().oneOf(CHAT_PROVIDERS).optional(),
    url: string().optional(),
  })
    .noUnknown(true)
    .default(undefined)
    .optional(),
  afterEvent,
  supportChat: object({ appId: string().required(), region: string().required(), scriptUrl: string().required() })
    .noUnknown(true)
    .default(undefined)
    .optional(),
  arenaChat: object({
    isVisible: boolean().required(),
    link: string().required(),
    publisher: string().optional(),
    chatroom: string().optional(),
    position: mixed<(typeof ARENA_CHAT_POSITIONS)[number]>().oneOf(ARENA_CHAT_POSITIONS).optional(),
  })
    .noUnknown(true)
    .default(undefined)
    .optional(),
}).noUnknown(true);
