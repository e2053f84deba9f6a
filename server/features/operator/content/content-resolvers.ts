// The console's Content tab (server/schema/console-content.graphql, decision 0026): owners edit the welcome texts,
// cards and polls. An edit is checked as the whole event file it would make (eventFileSchema: the import's rules,
// cross-references included), written, audited and made visible: the read caches are forgotten on every process
// and a poll's change is published.
import type { z } from 'zod';
import { authorizeOperator } from '../../../auth/access-policy.js';
import type { GraphQLContext } from '../../../context.js';
import { badUserInput, conflict, notFound } from '../../../errors.js';
import { eventFileSchema, type EventFile } from '../../../event-file/schema.js';
import type { MutationResolvers, QueryResolvers } from '../../../schema/resolvers.generated.js';
import type { Db } from '../../../store/database.js';
import { formatIssues, inputProblems } from '../../../validation.js';
import { VISIBLE_CARDS_CACHE_KEY, writeCard } from '../../cards/index.js';
import { findPollRow, parsePollCode, pollChanged, pollHasVotes, writePoll } from '../../polls/index.js';
import { WELCOME_CACHE_KEY, writeWelcome } from '../../welcome/index.js';
import { audit } from '../audit.js';
import { currentEventInput, readEditableContent, type EditableContent } from './event-export.js';

/** Where an edit sits in the event file, and the name its errors use (`card.title: must not be empty`). */
type Place = { section: 'welcome' } | { section: 'cards' | 'polls'; index: number };

function issueName(place: Place, path: readonly PropertyKey[]): PropertyKey[] {
  if (place.section === 'welcome') return [...path];
  if (path[0] === place.section && path[1] === place.index) {
    return [place.section === 'cards' ? 'card' : 'poll', ...path.slice(2)];
  }
  return [...path];
}

/** The event file the edit makes, validated as an import validates it; BAD_USER_INPUT lists every problem. */
async function validatedEdit(
  ctx: GraphQLContext,
  place: Place,
  change: (content: EditableContent) => EditableContent,
): Promise<EventFile> {
  const parsed = eventFileSchema.safeParse(await currentEventInput(ctx.db, (content) => ({ ...change(content) })), {
    reportInput: true,
  });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: issueName(place, issue.path) }));
  const named = issues as z.core.$ZodIssue[];
  throw badUserInput(formatIssues(named).join('\n'), inputProblems(named));
}

/** The input as a mapping without the keys other operations own. */
function mappingInput(value: unknown, name: string, owned: Record<string, string>): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badUserInput(`${name}: expected a mapping`, [{ field: name, reason: 'type' }]);
  }
  const input = value as Record<string, unknown>;
  const taken = Object.keys(owned).filter((key) => key in input);
  if (taken.length > 0) {
    throw badUserInput(
      taken.map((key) => `${name}.${key}: ${owned[key]}`).join('\n'),
      taken.map((key) => ({ field: `${name}.${key}`, reason: 'invalid' })),
    );
  }
  return input;
}

export const getOperatorContent: QueryResolvers['getOperatorContent'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'editContent');
  return readEditableContent(ctx.db);
};

export const updateWelcomeContent: MutationResolvers['updateWelcomeContent'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'editContent');
  const input =
    args.welcome === null || args.welcome === undefined ? undefined : mappingInput(args.welcome, 'welcome', {});
  const file = await validatedEdit(ctx, { section: 'welcome' }, (content) => ({
    ...content,
    welcome: input as EditableContent['welcome'],
  }));
  await writeWelcome(ctx.db, file.welcome);
  ctx.cache.forget(WELCOME_CACHE_KEY);
  await audit(ctx, operator, 'updateWelcomeContent', 'welcome');
  return readEditableContent(ctx.db);
};

export const updateCardContent: MutationResolvers['updateCardContent'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'editContent');
  const code = parsePollCode(args);
  const input = mappingInput(args.card, 'card', {
    code: 'the code names the card and cannot be changed',
    visible: 'shown and hidden with showConversionCard and hideConversionCard',
  });
  const { cards } = await readEditableContent(ctx.db);
  const index = cards.findIndex((card) => card.code === code);
  const current = cards[index];
  if (!current) throw notFound('Card not found');
  const file = await validatedEdit(ctx, { section: 'cards', index }, (content) => ({
    ...content,
    cards: content.cards.map((card, at) =>
      at === index ? ({ ...input, code, visible: current.visible } as EditableContent['cards'][number]) : card,
    ),
  }));
  const edited = file.cards[index];
  if (!edited || !(await writeCard(ctx.db, edited))) throw notFound('Card not found');
  ctx.cache.forget(VISIBLE_CARDS_CACHE_KEY);
  await audit(ctx, operator, 'updateCardContent', code);
  return readEditableContent(ctx.db);
};

export const updatePollContent: MutationResolvers['updatePollContent'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'editContent');
  const code = parsePollCode(args);
  const input = mappingInput(args.poll, 'poll', {
    code: 'the code names the poll and cannot be changed',
    status: 'opened and closed with openPoll and closePoll',
  });
  const row = await findPollRow(ctx.db, code);
  if (!row) throw notFound('Poll not found');
  const refuseWhileVoted = async (db: Db, poll: { id: number; status: string; type: string }) => {
    if (!(await pollHasVotes(db, poll.id))) return;
    if (poll.status === 'active') throw conflict('The poll is open and has votes: close it before editing it');
    if (input['type'] !== undefined && input['type'] !== poll.type) {
      throw conflict('The poll has votes: clear them before changing its type');
    }
  };
  await refuseWhileVoted(ctx.db, row);
  const { polls } = await readEditableContent(ctx.db);
  const index = polls.findIndex((poll) => poll.code === code);
  const file = await validatedEdit(ctx, { section: 'polls', index }, (content) => ({
    ...content,
    polls: content.polls.map((poll, at) =>
      at === index ? ({ ...input, code, status: row.status } as EditableContent['polls'][number]) : poll,
    ),
  }));
  const edited = file.polls[index];
  if (!edited) throw notFound('Poll not found');
  await ctx.db.transaction().execute(async (trx) => {
    // Asked again where the write happens: a vote or an opening may have come in while the edit was checked.
    const now = await findPollRow(trx, code, { lock: true });
    if (!now) throw notFound('Poll not found');
    await refuseWhileVoted(trx, now);
    await writePoll(trx, { ...edited, status: now.status === 'active' ? 'active' : 'visible_only' });
  });
  await audit(ctx, operator, 'updatePollContent', code);
  await pollChanged(ctx, code);
  return readEditableContent(ctx.db);
};
