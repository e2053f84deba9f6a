import { z } from 'zod';
import { code, text } from './common.js';

/** `emojis`: the reactions an emoji card offers (getAllEmojisForFrontend), in this order. */
export const emojisSection = z
  .array(
    z.strictObject({
      code,
      name: text,
      /** An image address, or the emoji character itself. */
      image: text,
      status: z.enum(['active', 'hidden']).default('active'),
    }),
  )
  .max(50)
  .superRefine((emojis, ctx) => {
    const codes = new Set<string>();
    emojis.forEach((emoji, index) => {
      if (codes.has(emoji.code))
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate emoji code' });
      codes.add(emoji.code);
    });
  });

export type EmojiDefinition = z.output<typeof emojisSection>[number];
