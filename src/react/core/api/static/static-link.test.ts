// @vitest-environment jsdom
import { execute, type DocumentNode, type FetchResult } from '@apollo/client';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore, isLoggedIn } from '../../session/session-store';
import { AddFormSubmissionForFrontendDocument } from '../../../form/form.operations.generated';
import { CustomerAnonymousLoginDocument } from '../../session/session.operations.generated';
import { GetCurrentCustomerDocument } from '../../session/customer.operations.generated';
import { GetWelcomeDocument, TrackDocument } from '../../../portal/portal.operations.generated';
import { EmojiClickDocument, GetConversionCardsForFrontendDocument } from '../../../cards/cards.operations.generated';
import {
  GetSinglePollForFrontendDocument,
  PlacePollVoteFromFrontendDocument,
} from '../../../poll/poll.operations.generated';
import { GetQuestionsDocument } from '../../../qa/qa.operations.generated';
import { GetStreamDocument } from '../stream-settings.operations.generated';
import { PingStreamDocument } from '../../../stream/stream.operations.generated';
import {
  GetAllMediaLibraryCategoriesForFrontendDocument,
  GetAllMediaLibraryCategoryMediaForFrontendDocument,
  GetPageContentForFrontendDocument,
  GetPagesForFrontendDocument,
} from '../../../content/content.operations.generated';
import { STATIC_UNAVAILABLE_CODE, createStaticLink, sendStaticKeepalive } from './static-link';

const BASE = 'https://event.example.org/site';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function setup(files: Record<string, unknown>, statusOf: (url: string) => number = () => 404) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.slice(`${BASE}/`.length);
    if (init?.method !== 'POST' && path in files) return new Response(JSON.stringify(files[path]), { status: 200 });
    return new Response(null, { status: statusOf(url) });
  });
  const warn = vi.fn();
  let ids = 0;
  const link = createStaticLink({
    baseUrl: BASE,
    fetch: fetchStub,
    env: { storage: localStorage, randomId: () => `id-${++ids}` },
    logger: { warn },
  });
  const run = (query: DocumentNode, variables: Record<string, unknown> = {}) =>
    new Promise<FetchResult>((resolve, reject) => {
      execute(link, { query, variables }).subscribe({ next: resolve, error: reject });
    });
  return { run, calls, warn };
}

const poll = {
  __typename: 'Poll',
  pollId: 1,
  code: 'lieblingsthema',
  type: 'singleChoice',
  status: 'active',
  lastClearDate: '2026-01-01T00:00:00.000Z',
  params: {
    __typename: 'PollParams',
    totalVotes: 10,
    voted: false,
    customersVoted: 10,
    pollItems: [
      { __typename: 'PollItem', pollItemId: 1, label: 'A', votes: 6, voted: false },
      { __typename: 'PollItem', pollItemId: 2, label: 'B', votes: 4, voted: false },
    ],
  },
};

describe('the static link', () => {
  beforeEach(() => localStorage.clear());

  it('answers getWelcome with config/welcome.json under the base URL', async () => {
    const welcome = { __typename: 'Welcome', title: 'Hallo', subtitle: null, lines: [], modal: null };
    const { run, calls } = setup({ 'config/welcome.json': welcome });
    expect(await run(GetWelcomeDocument)).toEqual({ data: { getWelcome: welcome } });
    expect(calls.map(({ url }) => url)).toEqual([`${BASE}/config/welcome.json`]);
  });

  it('reads stream{code}.json, streammain.json when no code is asked for', async () => {
    const { run, calls } = setup({ 'streammain.json': { code: 'main' }, 'streambuehne.json': { code: 'buehne' } });
    expect((await run(GetStreamDocument, { projectId: 6 })).data).toEqual({ getStream: { code: 'main' } });
    expect((await run(GetStreamDocument, { code: 'buehne' })).data).toEqual({ getStream: { code: 'buehne' } });
    expect(calls.map(({ url }) => url)).toEqual([`${BASE}/streammain.json`, `${BASE}/streambuehne.json`]);
  });

  it('reports a missing file as the server reports a missing object: 404', async () => {
    const { run } = setup({});
    const { errors } = await run(GetStreamDocument, { code: 'nirgends' });
    expect(errors?.[0]?.extensions?.['code']).toBe('404');
  });

  it('fails like a network error when the file server fails', async () => {
    const { run } = setup({}, () => 500);
    await expect(run(GetWelcomeDocument)).rejects.toMatchObject({ statusCode: 500 });
  });

  it('filters conversionCards.json by path as the server does and drops the paths', async () => {
    const cards = [
      { code: 'a', type: 'basic', name: 'A', params: {} },
      { code: 'b', type: 'basic', name: 'B', params: {}, paths: ['/stream'] },
      { code: 'c', type: 'basic', name: 'C', params: {}, paths: ['/welcome'] },
    ];
    const { run } = setup({ 'conversionCards.json': cards });
    const { data } = await run(GetConversionCardsForFrontendDocument, { path: '/stream/main' });
    expect(data).toEqual({
      getConversionCardsForFrontend: [
        { code: 'a', type: 'basic', name: 'A', params: {} },
        { code: 'b', type: 'basic', name: 'B', params: {} },
      ],
    });
  });

  it('leaves out the cards and stream actions that need a server: forms and link rotations', async () => {
    const cards = [
      { code: 'link', type: 'basic', name: 'Link', params: { actionType: 'link', link: '/pages' } },
      { code: 'form', type: 'basic', name: 'Formular', params: { actionType: 'form', formCode: 'feedback' } },
      { code: 'rotation', type: 'basic', name: 'Meeting', params: { actionType: 'linkRotation' } },
      { code: 'poll', type: 'poll', name: 'Umfrage', params: { pollCode: 'lieblingsthema' } },
    ];
    const actions = [
      { type: 'link', label: 'Programm', url: '/pages', openInNewTab: false, formCode: null, code: null },
      { type: 'form', label: 'Feedback', url: null, openInNewTab: null, formCode: 'feedback', code: null },
    ];
    const { run } = setup({ 'conversionCards.json': cards, 'streammain.json': { code: 'main', actions } });

    const shown = await run(GetConversionCardsForFrontendDocument, { path: '/stream' });
    const stream = await run(GetStreamDocument, {});

    expect(shown.data).toEqual({ getConversionCardsForFrontend: [cards[0], cards[3]] });
    expect(stream.data).toEqual({ getStream: { code: 'main', actions: [actions[0]] } });
  });

  it('reads the content pages and the media library from a file per page and per category', async () => {
    const pages = [{ __typename: 'ContentPageListItem', code: 'partner', name: 'Partner', coverImg: '/p.svg' }];
    const page = { __typename: 'ContentPage', code: 'partner', name: 'Partner', buttons: [], bottomGraphics: [] };
    const categories = [{ __typename: 'MediaLibraryCategory', code: 'talks', name: 'Vorträge' }];
    const media = [{ __typename: 'MediaLibraryMedia', code: 'keynote', name: 'Keynote' }];
    const { run, calls } = setup({
      'pages.json': pages,
      'pages/partner.json': page,
      'mediaLibrary.json': categories,
      'mediaLibrary/talks.json': media,
    });

    expect((await run(GetPagesForFrontendDocument)).data).toEqual({ getPagesForFrontend: pages });
    expect((await run(GetPageContentForFrontendDocument, { pageCode: 'partner' })).data).toEqual({
      getPageContentForFrontend: page,
    });
    expect((await run(GetAllMediaLibraryCategoriesForFrontendDocument)).data).toEqual({
      getAllMediaLibraryCategoriesForFrontend: categories,
    });
    expect((await run(GetAllMediaLibraryCategoryMediaForFrontendDocument, { categoryCode: 'talks' })).data).toEqual({
      getAllMediaLibraryCategoryMediaForFrontend: media,
    });
    const unknown = await run(GetPageContentForFrontendDocument, { pageCode: 'nirgends' });
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('404');
    expect(calls.map(({ url }) => url.slice(BASE.length))).toEqual([
      '/pages.json',
      '/pages/partner.json',
      '/mediaLibrary.json',
      '/mediaLibrary/talks.json',
      '/pages/nirgends.json',
    ]);
  });

  it('answers a poll from polls.json by code, 404 for an unknown code', async () => {
    const { run } = setup({ 'polls.json': [poll] });
    expect((await run(GetSinglePollForFrontendDocument, { code: 'lieblingsthema' })).data).toEqual({
      getSinglePollForFrontend: poll,
    });
    const { errors } = await run(GetSinglePollForFrontendDocument, { code: 'unbekannt' });
    expect(errors?.[0]?.extensions?.['code']).toBe('404');
  });

  it('answers a Q&A read only from qa/{code}.json, the most upvoted first or the newest first', async () => {
    const question = (id: number, createdAt: string, upvotes: number) => ({
      __typename: 'Question',
      id,
      text: `Frage ${id}`,
      upvotes,
      createdAt,
    });
    const page = {
      __typename: 'QuestionPage',
      total: 3,
      questions: [
        question(2, '2026-05-01T10:02:00.000Z', 5),
        question(3, '2026-05-01T10:03:00.000Z', 2),
        question(1, '2026-05-01T10:01:00.000Z', 0),
      ],
    };
    const { run, calls } = setup({ 'qa/fragen.json': page });
    const ids = async (sort: string) =>
      (
        (await run(GetQuestionsDocument, { code: 'fragen', sort })).data as { getQuestions: typeof page }
      ).getQuestions.questions.map(({ id }) => id);
    expect(await ids('popular')).toEqual([2, 3, 1]);
    expect(await ids('recent')).toEqual([3, 2, 1]);
    expect(calls.map(({ url }) => url)).toEqual([`${BASE}/qa/fragen.json`, `${BASE}/qa/fragen.json`]);
    const { errors } = await run(GetQuestionsDocument, { code: 'keine' });
    expect(errors?.[0]?.extensions?.['code']).toBe('404');
  });

  it("keeps a vote locally and counts the visitor's stored vote into the JSON tallies", async () => {
    const { run, calls } = setup({ 'polls.json': [poll] });
    const { data } = await run(PlacePollVoteFromFrontendDocument, { code: 'lieblingsthema', pollItemId: 2 });
    expect(data).toEqual({ placePollVoteFromFrontend: { __typename: 'PollVote', success: true, token: 'local-id-1' } });
    expect(calls).toEqual([]);
    // What <event-poll> stores after a successful vote (§4), plus one from before the poll was cleared.
    localStorage.setItem(
      'poll_lieblingsthema',
      JSON.stringify([
        { pollItemId: 1, token: 'old', date: '2025-12-31T00:00:00.000Z' },
        { pollItemId: 2, token: 'local-id-1', date: '2026-02-01T00:00:00.000Z' },
      ]),
    );
    const shown = (await run(GetSinglePollForFrontendDocument, { code: 'lieblingsthema' })).data as {
      getSinglePollForFrontend: typeof poll;
    };
    expect(shown.getSinglePollForFrontend.params).toMatchObject({
      totalVotes: 11,
      voted: true,
      customersVoted: 11,
      pollItems: [
        { pollItemId: 1, votes: 6, voted: false },
        { pollItemId: 2, votes: 5, voted: true },
      ],
    });
  });

  it('POSTs pings and clicks to the REST surface; once a static server refuses a URL, it is logged and not sent again', async () => {
    const { run, calls, warn } = setup({}, () => 405);
    expect((await run(PingStreamDocument, { code: 'main', anonymousCustomerId: 'anon' })).data).toEqual({
      pingStream: null,
    });
    await run(PingStreamDocument, { code: 'main', anonymousCustomerId: 'anon' });
    await run(EmojiClickDocument, { code: 'applaus' });
    expect(calls).toEqual([
      { url: `${BASE}/event/v1/events/ping`, method: 'POST', body: { code: 'main', anonymousCustomerId: 'anon' } },
      { url: `${BASE}/event/v1/events/click`, method: 'POST', body: { code: 'applaus', type: 'emoji' } },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('event/v1/events/ping answered 405');
  });

  it('keeps POSTing where the host answers', async () => {
    const { run, calls, warn } = setup({}, () => 204);
    await run(PingStreamDocument, { code: 'main', anonymousCustomerId: 'anon' });
    expect((await run(PingStreamDocument, { code: 'main', anonymousCustomerId: 'anon' })).data).toEqual({
      pingStream: null,
    });
    expect(calls).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('GETs the current customer from event/v1/customer', async () => {
    const customer = { email: 'ada@example.org' };
    const { run, calls } = setup({ 'event/v1/customer': customer });
    expect((await run(GetCurrentCustomerDocument)).data).toEqual({ getCurrentCustomer: customer });
    expect(calls[0]).toMatchObject({ url: `${BASE}/event/v1/customer`, method: 'GET' });
  });

  it('sends no tracking', async () => {
    const { run, calls } = setup({});
    const variables = { event: 'visit', targetType: 'page', target: '/', anonymousCustomerId: null };
    expect((await run(TrackDocument, variables)).data).toEqual({ track: null });
    expect(calls).toEqual([]);
  });

  it('logs in anonymously without a server, into a session the store and the guards accept', async () => {
    const { run, calls } = setup({});
    const { data } = await run(CustomerAnonymousLoginDocument);
    const session = (data as { customerAnonymousLogin: { customerId: string; token: string; alias: string } })
      .customerAnonymousLogin;
    expect(session).toMatchObject({ customerId: 'local-id-1', alias: 'anonymous' });
    expect(decodeJwt(session.token)).toMatchObject({ sub: 'local-id-1', anonymousCustomerId: 'id-2' });
    expect(calls).toEqual([]);

    new SessionStore(localStorage).login(session);
    const reloaded = new SessionStore(localStorage);
    reloaded.start();
    expect(isLoggedIn(reloaded.getSnapshot())).toBe(true);
    expect(reloaded.getSnapshot().anonymousCustomerId).toBe('id-2');
  });

  it('answers what a static site cannot do with a clear error', async () => {
    const { run, calls } = setup({});
    const { errors } = await run(AddFormSubmissionForFrontendDocument, { code: 'feedback', fields: [] });
    expect(errors?.[0]).toMatchObject({
      message: 'addFormSubmissionForFrontend is not available in static mode',
      extensions: { code: STATIC_UNAVAILABLE_CODE },
    });
    expect(calls).toEqual([]);
  });

  it('sends the leave on page close as the same POST with keepalive, and drops what has no REST call', () => {
    const fetchStub = vi.fn(async () => new Response('', { status: 405 }));
    vi.stubGlobal('fetch', fetchStub);
    try {
      sendStaticKeepalive(BASE, 'leaveStream', { code: 'main', anonymousCustomerId: 'anon' });
      sendStaticKeepalive(BASE, 'track', { event: 'visit' });
      expect(fetchStub).toHaveBeenCalledTimes(1);
      expect(fetchStub).toHaveBeenCalledWith(new URL(`${BASE}/event/v1/events/leave`), {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'main', anonymousCustomerId: 'anon' }),
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
