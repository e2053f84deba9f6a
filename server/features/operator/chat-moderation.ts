// Chat moderation for the event's operators (docs/operators.md#chat-moderation): reported messages, deleting any
// message, banning users from the event's whole chat. Each checks the operator token first, then its arguments; the
// work is the chat service's own (context.chat).
import { z } from 'zod';
import { MAX_OFFSET, MAX_PAGE_LIMIT, MAX_UID_LENGTH, PAGE_SIZE } from '../../../shared/chat/chat-limits.js';
import { notFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../schema/resolvers.generated.js';
import { parseArgs } from '../../validation.js';
import { requireOperator } from './operator-auth.js';

const pageArgs = z.object({
  limit: z.int().min(1).max(MAX_PAGE_LIMIT).nullish(),
  offset: z.int().min(0).max(MAX_OFFSET).nullish(),
});
const messageArgs = z.object({ id: z.int().min(1) });
const userArgs = z.object({ uid: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${MAX_UID_LENGTH}}$`)) });

export const getChatReports: QueryResolvers['getChatReports'] = async (_parent, args, { operator, chat }) => {
  await requireOperator(operator);
  const { limit, offset } = parseArgs(pageArgs, args);
  return chat.listReports({ limit: limit ?? PAGE_SIZE.conversations, offset: offset ?? 0 });
};

export const deleteChatMessage: MutationResolvers['deleteChatMessage'] = async (_parent, args, { operator, chat }) => {
  await requireOperator(operator);
  if (!(await chat.deleteMessage(parseArgs(messageArgs, args).id))) throw notFound('Chat message not found');
  return true;
};

export const banChatUser: MutationResolvers['banChatUser'] = async (_parent, args, { operator, chat }) => {
  await requireOperator(operator);
  if (!(await chat.banUser(parseArgs(userArgs, args).uid))) throw notFound('Chat user not found');
  return true;
};

export const unbanChatUser: MutationResolvers['unbanChatUser'] = async (_parent, args, { operator, chat }) => {
  await requireOperator(operator);
  if (!(await chat.unbanUser(parseArgs(userArgs, args).uid))) throw notFound('Chat user not found');
  return true;
};
