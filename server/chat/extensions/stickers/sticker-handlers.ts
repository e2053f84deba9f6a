// The stickers extension (chat-widget.md §3 Sticker, §7 "Extension GET v1/fetch (stickers)" and "Send custom
// message extension_sticker"): the list of Foyer's default set and the event's custom sets, and sticker messages,
// which may only carry a sticker of that list (a client cannot make the others' browsers load any address it likes).
// The default set's drawings are served by stickerRoutes.
import type { FastifyPluginAsync } from 'fastify';
import { stickerNamed, type StickerList } from '../../../../shared/chat/stickers.js';
import { ChatRefusal, MEDIA_MESSAGE_CODES } from '../../chat-codes.js';
import type { Messages } from '../../messages/message-handlers.js';
import type { ChatHandlers, ChatModuleDependencies } from '../../session/chat-session.js';
import { DEFAULT_STICKERS, DEFAULT_STICKERS_PATH, defaultStickerSvg } from './default-stickers.js';
import { createCustomStickers } from './sticker-settings.js';
import { IMAGE_POLICY } from '../../../plugins/use-security-headers.js';

export interface StickersDependencies extends Pick<ChatModuleDependencies, 'db'> {
  messages: Pick<Messages, 'sendCustom'>;
}

export function createStickers({ db, messages }: StickersDependencies) {
  const customStickers = createCustomStickers(db);
  const list = async (): Promise<StickerList> => ({
    defaultStickers: DEFAULT_STICKERS,
    customStickers: await customStickers(),
  });
  const handlers: ChatHandlers<'stickers' | 'sendSticker'> = {
    stickers: () => list(),
    sendSticker: async (session, request) => {
      const sticker = stickerNamed(await list(), request.stickerSetName, request.stickerName);
      if (!sticker) {
        throw new ChatRefusal(
          MEDIA_MESSAGE_CODES.unknownSticker,
          'That sticker is in no sticker set of this chat (fetch the list with "stickers")',
        );
      }
      return messages.sendCustom(session, {
        receiverId: request.receiverId,
        receiverType: request.receiverType,
        type: 'extension_sticker',
        muid: request.muid,
        customData: { sticker_url: sticker.stickerUrl, sticker_name: sticker.stickerName },
      });
    },
  };
  return { handlers };
}

/** GET /chat/stickers/<name>.svg: a drawing of the default set; images only, so no script of it ever runs. */
export const stickerRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(`${DEFAULT_STICKERS_PATH}:file`, async (request, reply) => {
    const svg = /^[a-z]{1,30}\.svg$/.test(request.params.file)
      ? defaultStickerSvg(request.params.file.slice(0, -'.svg'.length))
      : undefined;
    if (svg === undefined) {
      return reply.code(404).send({ error: { code: MEDIA_MESSAGE_CODES.unknownSticker, message: 'No such sticker' } });
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-security-policy', IMAGE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
};
