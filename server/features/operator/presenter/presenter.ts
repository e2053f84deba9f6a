// The presenter screen (/present, <event-present>; docs/operators.md#the-presenter-screen): what it shows is one
// setting the console switches (join, a Q&A's highlighted question, a poll's live results), read with its content
// for the screen. Each process bridges the changes that concern what is shown to its own subscribers: a switch, the
// shown Q&A's highlight or questions, the shown poll's votes, each at most every 200 ms.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authorizeOperator } from '../../../auth/access-policy.js';
import { POLL_CHANGED_TOPIC, PRESENTER_CHANGED_TOPIC, QA_CHANGED_TOPIC, type Bus } from '../../../bus/bus.js';
import { notFound } from '../../../errors.js';
import type { PresenterSettings } from '../../../event-file/sections/qa.js';
import type {
  MutationResolvers,
  PresenterScreen,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../../schema/resolvers.generated.js';
import type { Db } from '../../../store/database.js';
import { readSetting, writeSetting } from '../../../store/settings.js';
import { parseArgs } from '../../../validation.js';
import { findPollRow, parsePollCode, readPoll } from '../../polls/index.js';
import { findQa, findQuestion, qaCode, toOperatorQuestion } from '../../qa/index.js';
import { audit } from '../audit.js';
import type { SubscriptionContext } from '../console-sockets.js';
import { bridgeChanges } from '../live-results.js';
import type { LiveTopics } from '../live-topics.js';

const SCREEN_KEY = 'presenter.screen';
const JOIN_URL_KEY = 'presenter.joinUrl';
export const PRESENTER_TOPIC = 'console.presenter';

const screenState = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('join'), code: z.null() }),
  z.object({ mode: z.literal('question'), code: qaCode }),
  z.object({ mode: z.literal('poll'), code: qaCode }),
]);
type ScreenState = z.infer<typeof screenState>;

const JOIN: ScreenState = { mode: 'join', code: null };

/** The event file's presenter section: kept by every import (the screen's state is the show's, and stays). */
export async function importPresenter(db: Db, settings: PresenterSettings): Promise<void> {
  await writeSetting(db, JOIN_URL_KEY, settings.joinUrl ?? '');
}

async function readState(db: Db): Promise<ScreenState> {
  const stored = await readSetting(db, SCREEN_KEY);
  const parsed = stored === undefined ? undefined : screenState.safeParse(JSON.parse(stored));
  return parsed?.success ? parsed.data : JOIN;
}

/** What the screen shows now, with its content (a Q&A or poll removed by a re-import shows the join screen). */
export async function readPresenterScreen(db: Db): Promise<PresenterScreen> {
  const state = await readState(db);
  const joinUrl = (await readSetting(db, JOIN_URL_KEY)) || null;
  const join: PresenterScreen = { mode: 'join', code: null, joinUrl, title: null, question: null, poll: null };
  if (state.mode === 'question') {
    const qa = await findQa(db, state.code);
    if (!qa) return join;
    const highlighted =
      qa.highlightedQuestionId === null ? undefined : await findQuestion(db, qa.highlightedQuestionId);
    const question =
      highlighted?.status === 'approved' ? toOperatorQuestion(highlighted, qa.code, qa.highlightedQuestionId) : null;
    return { ...join, mode: 'question', code: qa.code, title: qa.params.title ?? null, question };
  }
  if (state.mode === 'poll') {
    const row = await findPollRow(db, state.code);
    if (!row) return join;
    const poll = await readPoll(db, row, { voter: null, revealVotes: true });
    return { ...join, mode: 'poll', code: row.code, title: poll.params.title ?? null, poll };
  }
  return join;
}

export const getPresenterScreen: QueryResolvers['getPresenterScreen'] = async (_parent, _args, ctx) => {
  await authorizeOperator(ctx, 'readShow');
  return readPresenterScreen(ctx.db);
};

const showArgs = z.object({ mode: z.enum(['join', 'question', 'poll']), code: z.string().nullish() });

export const showOnPresenter: MutationResolvers['showOnPresenter'] = async (_parent, args, ctx) => {
  const operator = await authorizeOperator(ctx, 'runShow');
  const { mode, code } = parseArgs(showArgs, args);
  let state: ScreenState = JOIN;
  if (mode === 'question') {
    const qa = await findQa(ctx.db, parseArgs(z.object({ code: qaCode }), { code }).code);
    if (!qa) throw notFound('Q&A not found');
    state = { mode, code: qa.code };
  } else if (mode === 'poll') {
    const pollCode = parsePollCode({ code });
    if (!(await findPollRow(ctx.db, pollCode))) throw notFound('Poll not found');
    state = { mode, code: pollCode };
  }
  await writeSetting(ctx.db, SCREEN_KEY, JSON.stringify(state));
  await audit(ctx, operator, 'showOnPresenter', state.code === null ? mode : `${mode}: ${state.code}`);
  await ctx.bus.publish(PRESENTER_CHANGED_TOPIC, { code: '' });
  return readPresenterScreen(ctx.db);
};

/** Bridges the changes to what the screen shows to this process's presenter screens; ends with the app. */
export function usePresenter(
  app: FastifyInstance,
  { db, bus, topics }: { db: Db; bus: Bus; topics: LiveTopics },
): void {
  // What is shown, as this process last read it: a vote or question elsewhere costs nothing.
  let shown: Promise<ScreenState> | undefined;
  const push = async () => {
    const screen = await readPresenterScreen(db);
    shown = Promise.resolve({ mode: screen.mode, code: screen.code } as ScreenState);
    topics.publish(PRESENTER_TOPIC, { presenterScreenChanged: screen });
  };
  /** Pushes when the change concerns what is shown (a switch always does). */
  const pushIf = (mode: ScreenState['mode'] | null) => async (code: string) => {
    shown ??= readState(db);
    const state = await shown;
    if (mode === null || (state.mode === mode && state.code === code)) await push();
  };
  bridgeChanges(app, { bus, topic: PRESENTER_CHANGED_TOPIC, what: 'Presenter screen' }, pushIf(null));
  bridgeChanges(app, { bus, topic: QA_CHANGED_TOPIC, what: 'Presenter screen (Q&A)' }, pushIf('question'));
  bridgeChanges(app, { bus, topic: POLL_CHANGED_TOPIC, what: 'Presenter screen (poll)' }, pushIf('poll'));
}

export const presenterScreenChanged: SubscriptionResolvers['presenterScreenChanged'] = {
  subscribe: async (_root, _args, context) => {
    const ctx = context as SubscriptionContext;
    // The socket's operator, authorized at connection_init; asked again, as every operator field asks.
    await authorizeOperator(ctx, 'readShow');
    return ctx.topics.subscribe(PRESENTER_TOPIC);
  },
  resolve: (payload: { presenterScreenChanged: PresenterScreen }) => payload.presenterScreenChanged,
};
