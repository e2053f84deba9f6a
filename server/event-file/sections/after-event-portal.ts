// The after-event, support-chat and arena-chat part of the `portal` section (portal.md §2). Everything here reaches
// the browser; the client reads these exact keys (shared/portal/portal-config.ts).
import { z } from 'zod';
import { MAX_GUID_LENGTH } from '../../../shared/chat/chat-limits.js';
import { ARENA_CHAT_POSITIONS, TAWK_TO_ID } from '../../../shared/portal/portal-config.js';
import { code, localPath, pathOrHttpAddress, text } from './common.js';

/** Jsx content (docs/jsx-content.md): sanitised in the browser, never evaluated. */
const jsxContent = z.string().max(20_000);

export const afterEventPortalKeys = {
  /** §2 /thankYou, /quiz, /fin and /finAnonymous. */
  afterEvent: z
    .strictObject({
      thankYou: z
        .strictObject({
          topContent: jsxContent.optional(),
          text: text.optional(),
          showConversionCards: z.boolean().optional(),
          /** The path the cards are looked up by (getConversionCardsForFrontend); default /thankYou. */
          cardsPath: localPath.optional(),
          redirectUrl: pathOrHttpAddress.optional(),
          redirectDelaySeconds: z.int().min(0).max(3600).optional(),
        })
        .optional(),
      quiz: z.strictObject({ content: jsxContent.optional(), formCode: code.optional() }).optional(),
      fin: z.strictObject({ content: jsxContent.optional() }).optional(),
      finAnonymous: z.strictObject({ content: jsxContent.optional() }).optional(),
    })
    .optional(),
  /** §2 the support chat widget: a provider's script (app id, region, address), or tawk.to (property and widget id). */
  supportChat: z
    .discriminatedUnion('provider', [
      z.strictObject({
        provider: z.literal('script').optional(),
        appId: text,
        region: text,
        scriptUrl: pathOrHttpAddress,
      }),
      z.strictObject({
        provider: z.literal('tawkTo'),
        propertyId: z.string().regex(TAWK_TO_ID, { error: 'expected a tawk.to property id (letters and digits)' }),
        widgetId: z.string().regex(TAWK_TO_ID, { error: 'expected a tawk.to widget id (letters, digits, _ and -)' }),
      }),
    ])
    .optional(),
  /** §3 "Stream chat embed" for every stream page: the external arena chat. */
  arenaChat: z
    .strictObject({
      isVisible: z.boolean().default(true),
      link: pathOrHttpAddress,
      publisher: z.string().trim().min(1).max(512).optional(),
      chatroom: z.string().trim().min(1).max(512).optional(),
      position: z.enum(ARENA_CHAT_POSITIONS).default('side'),
    })
    .optional(),
  /**
   * The stream page's chat (docs/decisions/0038): `foyer`, the event's group in our chat (the import creates it, public
   * and owned by the event), or `arena`, the arenaChat frame. Omitted: the arena chat when it is configured.
   */
  streamChat: z
    .discriminatedUnion('provider', [
      z.strictObject({
        provider: z.literal('foyer'),
        // The chat service's group ids (shared/chat/chat-requests.ts guidSchema).
        group: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${MAX_GUID_LENGTH}}$`), {
          error: 'expected a group id of letters, digits, - and _ (like lounge)',
        }),
        name: text.max(200),
        position: z.enum(ARENA_CHAT_POSITIONS).default('side'),
      }),
      z.strictObject({ provider: z.literal('arena') }),
    ])
    .optional(),
};
