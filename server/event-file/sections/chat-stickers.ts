import { z } from 'zod';

/**
 * `chatStickers`: the event's own sticker sets, after Foyer's default set in the chat's sticker tray
 * (chat-widget.md §2 sticker tray, §3 Sticker; docs/chat-service.md "Stickers"). Each sticker is an image on the web
 * (https), shown by the visitors' browsers as it is.
 */
const stickerSchema = z.strictObject({
  name: z.string().trim().min(1).max(50),
  url: z.url({ protocol: /^https$/, error: 'expected an https:// address of the sticker image' }).max(2000),
  order: z.int().min(0).max(10_000).default(0),
});

const stickerSetSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(50),
    order: z.int().min(0).max(10_000).default(1),
    stickers: z.array(stickerSchema).min(1).max(100),
  })
  .refine((set) => new Set(set.stickers.map((sticker) => sticker.name)).size === set.stickers.length, {
    error: 'two stickers of a set have the same name',
    path: ['stickers'],
  });

export const chatStickersSection = z
  .array(stickerSetSchema)
  .max(20)
  .refine((sets) => new Set(sets.map((set) => set.name)).size === sets.length, {
    error: 'two sticker sets have the same name',
  });

export type ChatStickerSets = z.infer<typeof chatStickersSection>;
