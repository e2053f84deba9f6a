// Chat moderation for the event's operators (docs/operators.md#chat-moderation): reported messages, deleting any
// message, banning users from the event's whole chat. Each asks the access policy first (the operator token, or a
// console operator allowed to moderate), then checks its arguments; the work is the chat service's own
// (context.chat), and each change goes into the audit log with its reason.
import { z } from 'zod';
import { MAX_OFFSET, MAX_PAGE_LIMIT, MAX_UID_LENGTH, PAGE_SIZE } from '../../../shared/chat/chat-limits.js';
import { notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { parseArgs } from '../../validation.js';
import { authorizeOperator } from '../../auth/access-policy.js';
import { audit, auditReason } from './audit.js';

const pageArgs = z.object({
  limit: z.int().min(1).max(MAX_PAGE_LIMIT).nullish(),
  offset: z.int().min(0).max(MAX_OFFSET).nullish(),
});
const messageArgs = z.object({ id: z.int().min(1), reason: auditReason });
const userArgs = z.object({
  uid: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${MAX_UID_LENGTH}}$`)),
  reason: auditReason,
});

export const getChatReports: QueryResolvers['getChatReports'] = async (_parent, args, ctx) => {
  await authorizeOperator(ctx, 'moderate');
  const { limit, offset } = parseArgs(pageArgs, args);
  return ctx.chat.listReports({ limit: limit ?? PAGE_SIZE.conversations, offset: offset ?? 0 });
};

export const deleteChatMessage: MutationResolvers['deleteChatMessage'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'moderate');
  const { id, reason } = parseArgs(messageArgs, args);
  if (!(await ctx.chat.deleteMessage(id))) throw notFound('Chat message not found');
  await audit(ctx, operator, 'deleteChatMessage', String(id), reason);
  return true;
};

export const banChatUser: MutationResolvers['banChatUser'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'moderate');
  const { uid, reason } = parseArgs(userArgs, args);
  if (!(await ctx.chat.banUser(uid))) throw notFound('Chat user not found');
  await audit(ctx, operator, 'banChatUser', uid, reason);
  return true;
};

export const unbanChatUser: MutationResolvers['unbanChatUser'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'moderate');
  const { uid, reason } = parseArgs(userArgs, args);
  if (!(await ctx.chat.unbanUser(uid))) throw notFound('Chat user not found');
  await audit(ctx, operator, 'unbanChatUser', uid, reason);
  return true;
};
