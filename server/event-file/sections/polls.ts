import { z } from 'zod';
import { LIVE_LIMITS } from '../../features/live-constants.js';
import { code, text } from './common.js';

const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$|^[a-z]+$/, { error: 'expected a color like #0b5fff or red' });

const pollItem = z.strictObject({
  label: text.max(LIVE_LIMITS.pollItemLabelLength),
  image: z.string().optional(),
  status: z.enum(['active', 'hidden']).default('active'),
});

export const pollSchema = z
  .strictObject({
    code,
    type: z.enum(['singleChoice', 'multipleChoice', 'wordCloud']),
    status: z.enum(['active', 'visible_only']).default('active'),
    title: text.optional(),
    description: z.string().optional(),
    image: z.string().optional(),
    canChangeVote: z.boolean().default(false),
    showTotal: z.boolean().default(false),
    isAbsolute: z.boolean().default(false),
    placeableVotesCount: z.int().positive().optional(),
    showCustomersVotedCount: z.boolean().default(false),
    hideVotes: z.boolean().default(false),
    items: z.array(pollItem).max(LIVE_LIMITS.pollItems).default([]),
    charLimit: z.boolean().default(false),
    charLimitCount: z.int().positive().max(LIVE_LIMITS.wordLength).optional(),
    allowMultipleAnswers: z.boolean().default(false),
    padding: z.int().min(0).max(50).optional(),
    colors: z.array(color).max(20).default([]),
  })
  .superRefine((poll, ctx) => {
    if (poll.type !== 'wordCloud' && poll.items.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'a choice poll needs at least 2 items' });
    }
    if (poll.type === 'wordCloud' && poll.items.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'a word cloud has no items' });
    }
    if (poll.charLimit && poll.charLimitCount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['charLimitCount'], message: 'required when charLimit is true' });
    }
  });

/** `polls`: single-choice, multiple-choice and word-cloud polls (getSinglePollForFrontend). */
export const pollsSection = z.array(pollSchema).superRefine((polls, ctx) => {
  const codes = new Set<string>();
  polls.forEach((poll, index) => {
    if (codes.has(poll.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate poll code' });
    codes.add(poll.code);
  });
});

export type PollDefinition = z.output<typeof pollSchema>;
