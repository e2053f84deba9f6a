import { z } from 'zod';
import { code, httpAddress, link, localPath, pathOrHttpAddress, text } from './common.js';

export const cardSchema = z
  .strictObject({
    code,
    type: z.enum(['basic', 'emoji', 'iFrame', 'poll', 'jsx', 'qa']),
    name: text,
    /** Portal paths the card shows on (getConversionCardsForFrontend(path)); none: every path. */
    paths: z.array(localPath).default([]),
    visible: z.boolean().default(true),
    title: text.optional(),
    content: z.string().optional(),
    imgURL: pathOrHttpAddress.optional(),
    altText: z.string().optional(),
    ariaLabel: z.string().optional(),
    actionEmitter: z.enum(['image', 'button']).default('button'),
    actionType: z.enum(['link', 'linkRotation', 'form', 'none']).default('none'),
    link: link.optional(),
    /** linkRotation: the targets /jump/zoomExchangeMeeting sends visitors to in turn. */
    links: z.array(httpAddress).max(100).default([]),
    openNewTab: z.boolean().default(false),
    formCode: code.optional(),
    autoOpen: z.boolean().default(false),
    buttonLabel: text.optional(),
    iFrame: z
      .strictObject({
        src: httpAddress,
        title: text,
        height: z.int().min(50).max(2000).default(320),
        allow: z.string().optional(),
      })
      .optional(),
    pollCode: code.optional(),
    /** type qa: the Q&A (`qa` section) the card shows as <event-qa>. */
    qaCode: code.optional(),
    jsx: z.string().max(20_000).optional(),
  })
  .superRefine((card, ctx) => {
    const need = (condition: boolean, path: string, message: string) => {
      if (condition) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(card.actionType === 'link' && !card.link, 'link', 'required when actionType is link');
    need(card.actionType === 'linkRotation' && card.links.length === 0, 'links', 'required for linkRotation');
    need(card.actionType === 'form' && !card.formCode, 'formCode', 'required when actionType is form');
    need(card.autoOpen && card.actionType !== 'form', 'autoOpen', 'only for actionType form');
    need(card.type === 'iFrame' && !card.iFrame, 'iFrame', 'required for type iFrame');
    need(card.type === 'poll' && !card.pollCode, 'pollCode', 'required for type poll');
    need(card.type === 'jsx' && !card.jsx, 'jsx', 'required for type jsx');
    need(card.type === 'qa' && !card.qaCode, 'qaCode', 'required for type qa');
    need(
      card.actionEmitter === 'image' && card.actionType !== 'none' && !card.imgURL,
      'imgURL',
      'required for actionEmitter image',
    );
  });

/** `cards`: conversion cards (getConversionCardsForFrontend), in this order. */
export const cardsSection = z.array(cardSchema).superRefine((cards, ctx) => {
  const codes = new Set<string>();
  cards.forEach((card, index) => {
    if (codes.has(card.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate card code' });
    codes.add(card.code);
  });
});

export type CardDefinition = z.output<typeof cardSchema>;
