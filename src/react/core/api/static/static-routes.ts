// portal.md §7 "Static mode (apiType rest)": which file or REST call answers each GraphQL operation. One table, so
// docs/static-mode.md and this file can be read side by side.
import { UnsecuredJWT } from 'jose';
import { ANONYMOUS_ALIAS, pollStorageKey } from '../../constants';
import type {
  CustomerAnonymousLoginQuery,
  GetConversionCardsForFrontendQuery,
  GetQuestionsQuery,
  GetSinglePollForFrontendQuery,
  GetStreamQuery,
  PlacePollVoteFromFrontendMutation,
} from '../graphql.generated';
import type { KeyValueStorage } from '../../storage/element-storage';

export type Variables = Record<string, unknown>;

/** What a route needs from the browser; injected so the table can be tested without one. */
export interface StaticEnvironment {
  storage: KeyValueStorage;
  randomId: () => string;
}

/** Raised by a `pick` when the file holds no answer for the variables; the link reports it as the server would. */
export class StaticNotFoundError extends Error {}

export type StaticRoute =
  /** A JSON file under the base URL; `pick` selects the answer from its content. */
  | {
      kind: 'file';
      file: (variables: Variables) => string;
      pick?: (json: unknown, variables: Variables, env: StaticEnvironment) => unknown;
    }
  /** A POST to the REST surface with a JSON body; `answer` is the GraphQL result, whatever a static server says. */
  | { kind: 'post'; path: string; body: (variables: Variables) => Variables; answer: unknown }
  /** A GET from the REST surface whose JSON body is the answer. */
  | { kind: 'get'; path: string }
  /** Answered in the browser: there is no server to ask. */
  | { kind: 'local'; answer: (variables: Variables, env: StaticEnvironment) => unknown };

type Poll = GetSinglePollForFrontendQuery['getSinglePollForFrontend'];
type QuestionPage = GetQuestionsQuery['getQuestions'];
type Stream = GetStreamQuery['getStream'];
type Card = GetConversionCardsForFrontendQuery['getConversionCardsForFrontend'][number];
/** A card in conversionCards.json may list the portal paths it shows on, as in the event file; none means all. */
type StaticCard = Card & { paths?: string[] };

/** §7 getStream: "stream{code}.json (default 'main')". */
export const DEFAULT_STREAM_CODE = 'main';

export const STATIC_ROUTES: Readonly<Record<string, StaticRoute>> = {
  getWelcome: { kind: 'file', file: () => 'config/welcome.json' },
  getStreamAccess: { kind: 'file', file: () => 'eventStatus.json' },
  getStreamVisitorCount: { kind: 'file', file: () => 'visitorCount.json' },
  getStream: {
    kind: 'file',
    file: ({ code }) => `stream${encodeURIComponent(stringOr(code, DEFAULT_STREAM_CODE))}.json`,
    pick: (json) => withoutServerActions(json as Stream),
  },
  getConversionCardsForFrontend: {
    kind: 'file',
    file: () => 'conversionCards.json',
    pick: (json, { path }) =>
      cardsForPath(arrayOf<StaticCard>(json), stringOr(path, '/')).filter((card) => !cardNeedsServer(card)),
  },
  // Content pages and the media library: files like the others, one per page and per category.
  getPagesForFrontend: { kind: 'file', file: () => 'pages.json' },
  getPageContentForFrontend: {
    kind: 'file',
    file: ({ pageCode }) => `pages/${encodeURIComponent(stringOr(pageCode, ''))}.json`,
  },
  getAllMediaLibraryCategoriesForFrontend: { kind: 'file', file: () => 'mediaLibrary.json' },
  getAllMediaLibraryCategoryMediaForFrontend: {
    kind: 'file',
    file: ({ categoryCode }) => `mediaLibrary/${encodeURIComponent(stringOr(categoryCode, ''))}.json`,
  },
  getAllEmojisForFrontend: { kind: 'file', file: () => 'allEmojis.json' },
  getSinglePollForFrontend: {
    kind: 'file',
    file: () => 'polls.json',
    pick: (json, { code }, { storage }) => {
      const poll = arrayOf<Poll>(json).find((candidate) => candidate.code === code);
      if (poll === undefined) throw new StaticNotFoundError(`No poll has the code ${String(code)}`);
      return withOwnVotes(poll, storage);
    },
  },
  // A Q&A (issue #30) is read only without a server: qa/{code}.json, its most upvoted questions, in either order.
  getQuestions: {
    kind: 'file',
    file: ({ code }) => `qa/${encodeURIComponent(stringOr(code, ''))}.json`,
    pick: (json, { sort }) => inOrder(json as QuestionPage, sort === 'recent' ? 'recent' : 'popular'),
  },
  pingStream: { kind: 'post', path: 'event/v1/events/ping', body: presenceBody, answer: null },
  leaveStream: { kind: 'post', path: 'event/v1/events/leave', body: presenceBody, answer: null },
  trackClick: {
    kind: 'post',
    path: 'event/v1/events/click',
    body: ({ code }) => ({ code, type: 'cta' }),
    answer: 'ok',
  },
  emojiClick: {
    kind: 'post',
    path: 'event/v1/events/click',
    body: ({ code }) => ({ code, type: 'emoji' }),
    answer: null,
  },
  getCurrentCustomer: { kind: 'get', path: 'event/v1/customer' },
  customerAnonymousLogin: { kind: 'local', answer: (_, { randomId }) => localAnonymousSession(randomId) },
  // The poll element stores the vote under poll_{code} itself (§4); polls.json plus that vote is what it shows.
  placePollVoteFromFrontend: {
    kind: 'local',
    answer: (_, { randomId }) =>
      typed<PlacePollVoteFromFrontendMutation['placePollVoteFromFrontend']>('PollVote', {
        success: true,
        token: `local-${randomId()}`,
      }),
  },
  // No server holds the session, so there is nothing to end; the portal clears local storage itself.
  customerLogout: { kind: 'local', answer: () => true },
  // §7 "Tracking is disabled."
  track: { kind: 'local', answer: () => null },
};

/**
 * §7 customerAnonymousLogin without a server: an unsigned token (alg none, no expiry) carrying a random customer and
 * anonymous id, so the session store, the route guards and every element treat it like a server's session. It
 * proves nothing and is never sent anywhere (docs/decisions/0007-static-mode.md).
 */
function localAnonymousSession(randomId: () => string) {
  const customerId = `local-${randomId()}`;
  const token = new UnsecuredJWT({ sub: customerId, anonymousCustomerId: randomId(), alias: ANONYMOUS_ALIAS }).encode();
  return typed<CustomerAnonymousLoginQuery['customerAnonymousLogin']>('CustomerSession', {
    customerId,
    token,
    alias: ANONYMOUS_ALIAS,
  });
}

function presenceBody({ code, anonymousCustomerId }: Variables): Variables {
  return { code, anonymousCustomerId: anonymousCustomerId ?? null };
}

/**
 * What needs a server a static site lacks: a form to submit (a stream action or card of action type form) and a
 * link rotation (/jump/zoomExchangeMeeting). They are left out rather than shown to fail.
 */
const SERVER_ACTIONS: readonly string[] = ['form', 'linkRotation'];

function cardNeedsServer({ params }: Card): boolean {
  const actionType = (params as Record<string, unknown> | null)?.['actionType'];
  return typeof actionType === 'string' && SERVER_ACTIONS.includes(actionType);
}

function withoutServerActions(stream: Stream): Stream {
  if (!Array.isArray(stream?.actions)) return stream;
  return { ...stream, actions: stream.actions.filter(({ type }) => !SERVER_ACTIONS.includes(type)) };
}

/** The server's rule (server/features/cards/card-store.ts): a listed path matches itself and what lies below it. */
function cardsForPath(cards: StaticCard[], path: string): Card[] {
  return cards
    .filter(
      ({ paths = [] }) =>
        paths.length === 0 || paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    )
    .map(({ paths: _paths, ...card }) => card);
}

/** The poll of polls.json with the visitor's own stored votes (poll_{code}) counted in. */
function withOwnVotes(poll: Poll, storage: KeyValueStorage): Poll {
  const own = ownVotes(storage, poll.code, poll.lastClearDate);
  if (own.length === 0) return poll;
  const plus = (value: number | null, added: number) => (value === null ? null : value + added);
  return {
    ...poll,
    params: {
      ...poll.params,
      voted: true,
      totalVotes: plus(poll.params.totalVotes, own.length),
      customersVoted: poll.params.customersVoted + 1,
      pollItems: poll.params.pollItems.map((item) => {
        const count = own.filter((id) => id === item.pollItemId).length;
        return count === 0 ? item : { ...item, voted: true, votes: plus(item.votes, count) };
      }),
    },
  };
}

/** The item ids of poll_{code} votes since the poll was last cleared; anything unreadable counts as no vote. */
function ownVotes(storage: KeyValueStorage, code: string, lastClearDate: string | null): number[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(pollStorageKey(code)) ?? '[]');
  } catch {
    return [];
  }
  const cleared = lastClearDate === null ? Number.NEGATIVE_INFINITY : Date.parse(lastClearDate);
  return arrayOf<{ pollItemId?: unknown; date?: unknown }>(stored)
    .filter((vote) => typeof vote.date === 'string' && Date.parse(vote.date) >= cleared)
    .map((vote) => vote.pollItemId)
    .filter((id): id is number => typeof id === 'number');
}

/** The file's questions (written most upvoted first) newest first for `recent`; none is the visitor's own. */
function inOrder(page: QuestionPage, sort: 'popular' | 'recent'): QuestionPage {
  const questions = arrayOf<QuestionPage['questions'][number]>(page?.questions);
  if (sort === 'popular') return page;
  const newestFirst = [...questions].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return { ...page, questions: newestFirst };
}

/** A locally made answer with the __typename the server's would carry, so Apollo's cache can store it. */
function typed<T extends object>(typename: string, value: T): T & { __typename: string } {
  return { __typename: typename, ...value };
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** The files are the operator's to edit: a file that is not a list is treated as an empty one. */
function arrayOf<T>(json: unknown): T[] {
  return Array.isArray(json) ? (json as T[]) : [];
}
