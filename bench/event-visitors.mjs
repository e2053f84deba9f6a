// One load-generator process of bench/event.mjs: simulates its share of the stream page's visitors, each with a
// keep-alive connection of its own from its loopback address (bench/client.mjs), following the load model of
// docs/performance.md "A big event on one node" with the GraphQL documents the elements send (read from src/).
// bench/event.mjs forks it and steers it over IPC: grow to a number of visitors, measure a window, the keynote.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { Kind, parse, print } from 'graphql';
import { dataOf, post, visitorAddress, webSocket } from './client.mjs';

/** The element's GraphQL document `name` from its .graphql file under src/, exactly as the element sends it. */
function document(file, name) {
  const parsed = parse(readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8'));
  const operation = parsed.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`No operation ${name} in src/${file}`);
  return print(operation);
}

const DOCUMENTS = {
  login: document('react/core/session/session.operations.graphql', 'customerAnonymousLogin'),
  stream: document('react/core/api/stream-settings.operations.graphql', 'getStream'),
  cards: document('react/cards/cards.operations.graphql', 'getConversionCardsForFrontend'),
  visitorCount: document('react/stream/stream.operations.graphql', 'getStreamVisitorCount'),
  streamAccess: document('react/core/session/customer.operations.graphql', 'getStreamAccess'),
  ping: document('react/stream/stream.operations.graphql', 'pingStream'),
  poll: document('react/poll/poll.operations.graphql', 'getSinglePollForFrontend'),
  vote: document('react/poll/poll.operations.graphql', 'placePollVoteFromFrontend'),
  word: document('react/poll/poll.operations.graphql', 'addWordToWordCloud'),
  loginStatus: document('react/account/account.operations.graphql', 'getCustomerLoginStatus'),
  chatToken: document('react/chat/launcher/chat-token.operations.graphql', 'ChatToken'),
};

/**
 * The load model (src/react/core/constants.ts, src/chat/chat-constants.ts): what each visitor asks and how often,
 * in ms. The poll's interval is the element's default (POLL_REFRESH_DEFAULT_MS).
 */
const EVERY = {
  cards: 5_000,
  visitorCount: 10_000,
  streamAccess: 20_000,
  ping: 60_000,
  poll: 10_000,
  loginStatus: 10_000,
  chatUnread: 5_000,
  chatSend: 60_000,
};
const STREAM = 'main';
const PROJECT = '4';
const CARDS_PATH = `/stream/${STREAM}`;
const POLL = 'lieblingsthema';
const WORD_CLOUD = 'stimmung';
const WORDS = ['Super', 'Spannend', 'Neugierig', 'Begeistert', 'Gut', 'Wach', 'Okay', 'Fröhlich'];

/** What this process measured in the current window: latencies by operation, errors, shed answers. */
let current = null;
const newWindow = () => ({ latencies: {}, errors: {}, shed: 0, firstErrors: [] });

function record(operation, ms, error) {
  if (!current) return;
  (current.latencies[operation] ??= []).push(ms);
  if (error) {
    current.errors[operation] = (current.errors[operation] ?? 0) + 1;
    if (current.firstErrors.length < 5) current.firstErrors.push(`${operation}: ${error}`);
  }
}

const visitors = [];
let options;
/** The next visitor index this process starts (set with the options). */
let nextIndex = 0;

class Visitor {
  constructor(index) {
    this.index = index;
    this.address = visitorAddress(index);
    this.url = options.servers[index % options.servers.length];
    // One browser's connection to the API, kept alive between its requests.
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: this.address });
    this.timers = [];
    this.pollItems = [];
  }

  async ask(operation, query, variables) {
    const answer = await post(this.url, query, variables, { token: this.token, agent: this.agent }).catch((error) => ({
      errors: [{ message: String(error.message ?? error) }],
      ms: 0,
      shed: 0,
    }));
    if (current) current.shed += answer.shed;
    const error = answer.errors?.length ? JSON.stringify(answer.errors).slice(0, 300) : null;
    record(operation, answer.ms, error);
    return error ? null : answer.data;
  }

  async start() {
    const login = await post(this.url, DOCUMENTS.login, undefined, { agent: this.agent });
    this.token = dataOf(login, 'customerAnonymousLogin').customerAnonymousLogin.token;
    // What the stream page asks when it opens.
    await this.ask('stream', DOCUMENTS.stream, { code: STREAM });
    await this.seePoll();
    this.every('cards', () => this.ask('cards', DOCUMENTS.cards, { path: CARDS_PATH }));
    this.every('visitorCount', () => this.ask('visitorCount', DOCUMENTS.visitorCount, { streamCode: STREAM }));
    this.every('streamAccess', () => this.ask('streamAccess', DOCUMENTS.streamAccess, { project: PROJECT }));
    this.every('ping', () => this.ask('ping', DOCUMENTS.ping, { code: STREAM }));
    this.every('poll', () => this.seePoll());
    this.every('loginStatus', () => this.ask('loginStatus', DOCUMENTS.loginStatus));
    if (this.index % 10 === 0) await this.joinChat();
  }

  /** Runs `task` every EVERY[name] ms, the first time at a random moment within the interval (visitors spread). */
  every(name, task) {
    const first = setTimeout(() => {
      void task();
      this.timers.push(setInterval(() => void task(), EVERY[name]));
    }, Math.random() * EVERY[name]);
    this.timers.push(first);
  }

  /** A tenth of the visitors: the chat bubble's socket in the event's group, its unread poll and a message a minute. */
  async joinChat() {
    const chat = await this.ask('chatToken', DOCUMENTS.chatToken);
    if (!chat) return;
    const socket = webSocket(`${this.url.replace(/^http/, 'ws')}/chat`, undefined, this.address);
    const waiting = new Map();
    let nextId = 1;
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.id === undefined) return;
      waiting.get(frame.id)?.(frame);
      waiting.delete(frame.id);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      for (const answer of waiting.values()) answer({ ok: false, error: { code: 'closed' } });
      waiting.clear();
    });
    const opened = await new Promise((resolve) => {
      socket.once('open', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    if (!opened) return record('chatLogin', 0, 'socket did not open');
    this.socket = socket;
    const request = async (operation, frame) => {
      const started = performance.now();
      const answer =
        socket.readyState === socket.OPEN
          ? await new Promise((resolve) => {
              const id = nextId++;
              waiting.set(id, resolve);
              socket.send(JSON.stringify({ id, ...frame }));
            })
          : { ok: false, error: { code: 'closed' } };
      record(operation, performance.now() - started, answer.ok ? null : JSON.stringify(answer.error));
      return answer;
    };
    if (!(await request('chatLogin', { type: 'login', token: chat.getCometChatToken.token })).ok) return;
    await request('chatJoin', { type: 'joinGroup', guid: options.chatGroup });
    this.every('chatUnread', () => request('chatUnread', { type: 'messages', unread: true, limit: 10 }));
    let sent = 0;
    this.every('chatSend', () =>
      request('chatSend', {
        type: 'send',
        receiverId: options.chatGroup,
        receiverType: 'group',
        text: `Grüße von Besucher ${this.index} (${(sent += 1)})`,
      }),
    );
  }

  /**
   * The keynote: half vote within its first seconds (and see the poll again), a quarter send a word. Answers once
   * every one of them was answered.
   */
  keynote(seconds) {
    const later = (task) =>
      new Promise((resolve) => setTimeout(() => void task().finally(resolve), Math.random() * seconds * 1000));
    const actions = [];
    if (this.index % 2 === 0 && this.pollItems.length > 0) {
      actions.push(
        later(async () => {
          const pollItemId = this.pollItems[this.index % this.pollItems.length];
          if (await this.ask('vote', DOCUMENTS.vote, { code: POLL, pollItemId })) await this.seePoll();
        }),
      );
    }
    if (this.index % 4 === 1) {
      const word = WORDS[this.index % WORDS.length];
      actions.push(later(() => this.ask('word', DOCUMENTS.word, { code: WORD_CLOUD, word })));
    }
    return Promise.all(actions);
  }

  /** Fetches the poll (its items for the keynote's vote come from here, whenever an answer came). */
  async seePoll() {
    const poll = await this.ask('poll', DOCUMENTS.poll, { code: POLL });
    const items = poll?.getSinglePollForFrontend?.params.pollItems.map((item) => item.pollItemId);
    if (items?.length) this.pollItems = items;
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.agent.destroy();
    this.socket?.close();
  }
}

/** Starts this process's visitors up to `count` of the total (indices generator, generator + generators, ...). */
async function grow(total, rampSeconds) {
  const mine = [];
  for (; nextIndex < total; nextIndex += options.generators) mine.push(nextIndex);
  // Logins spread over the ramp, as arrivals are: at most 50 starting at once.
  const gap = (rampSeconds * 1000) / Math.max(1, mine.length);
  let failed = 0;
  const starting = new Set();
  for (const index of mine) {
    const visitor = new Visitor(index);
    visitors.push(visitor);
    const started = visitor.start().catch((error) => {
      failed += 1;
      if (failed <= 3) process.stderr.write(`visitor ${index} did not start: ${error.message}\n`);
    });
    starting.add(started);
    void started.finally(() => starting.delete(started));
    if (starting.size >= 50) await Promise.race(starting);
    await new Promise((resolve) => setTimeout(resolve, gap));
  }
  await Promise.all(starting);
  return failed;
}

process.on('message', async (message) => {
  if (message.type === 'options') {
    options = message.options;
    nextIndex = options.generator;
    process.send({ type: 'ready' });
  } else if (message.type === 'grow') {
    const failed = await grow(message.total, message.rampSeconds);
    process.send({ type: 'grown', failed, visitors: visitors.length });
  } else if (message.type === 'measure') {
    current = newWindow();
    process.send({ type: 'measuring' });
  } else if (message.type === 'keynote') {
    const keynote = Promise.all(visitors.map((visitor) => visitor.keynote(message.seconds)));
    process.send({ type: 'keynote-started' });
    await keynote;
    process.send({ type: 'keynote-answered' });
  } else if (message.type === 'report') {
    const measured = current ?? newWindow();
    current = null;
    process.send({ type: 'report', window: measured });
  } else if (message.type === 'stop') {
    for (const visitor of visitors) visitor.stop();
    process.send({ type: 'stopped' });
    process.disconnect();
  }
});
