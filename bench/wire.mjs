// Bytes over the wire and time to the first useful paint for a first-time visitor (issue 13), in Chromium through
// playwright-core against the built server with compression on: each page state in a fresh browser context (empty
// cache), on loopback and with Lighthouse's Slow-4G (DevTools network throttling and a 4x slower CPU), with what the
// page itself counts (Resource Timing); the repeat visit (what is revalidated and what comes from the cache). Run after
// `npm run build`: node bench/wire.mjs (part of `npm run bench`); writes its section of docs/performance.md.
// `--smoke` visits each state once on loopback and the repeat visit of /, no throttling, and writes nothing.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { newChatToken } from '../tests/support/chat-server.mjs';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';
import { SMOKE_ENV } from './client.mjs';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');
const RUNS = smoke ? 1 : Number(process.env.WIRE_RUNS ?? 3);
// WIRE_ONLY=<part of a state's name>: measures those states alone and prints them, writing nothing (while working).
const ONLY = process.env.WIRE_ONLY;
const STATE_TIMEOUT_MS = 60_000;

// Lighthouse's mobile Slow-4G (its `mobileSlow4G` with DevTools throttling: latency and throughput already scaled).
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const SLOW_4G_CPU_SLOWDOWN = 4;

const HLS_MIME = 'application/vnd.apple.mpegurl';
// Forces the hls.js path, as in browsers without native HLS, and notes the first presented video frame.
const hlsPathProbe = `
  const canPlayType = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type) {
    return type === '${HLS_MIME}' ? '' : canPlayType.call(this, type);
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (this instanceof HTMLVideoElement && !this.__probed) {
      this.__probed = true;
      this.requestVideoFrameCallback((now) => { window.__firstFrameMs ??= now; });
    }
    return play.call(this);
  };
`;

/** Counts what the network delivers from the CDP's point of view: bytes on the wire, requests, cache hits. */
async function watchNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const tally = { bytes: 0, scriptBytes: 0, requests: 0, fromCache: 0, revalidated: 0, full: 0, hashedAsked: 0 };
  const types = new Map();
  const cached = new Set();
  /** Each finished response: when its request was sent (ms since the epoch) and its bytes. */
  const finished = [];
  const sentAt = new Map();
  /**
   * When the chat began to connect, ms since the epoch: the launcher asks for the frame reader as the socket opens
   * (foyer-connection.ts), whichever of the two comes first.
   */
  const chat = { at: undefined };
  cdp.on('Network.webSocketWillSendHandshakeRequest', ({ wallTime }) => {
    chat.at ??= wallTime * 1000;
  });
  cdp.on('Network.requestWillBeSent', ({ requestId, type, wallTime, request }) => {
    if (/\/chunks\/foyer-frames-[^/]*\.js$/.test(request.url)) chat.at ??= wallTime * 1000;
    tally.requests += 1;
    types.set(requestId, type);
    sentAt.set(requestId, wallTime * 1000);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    cached.add(requestId);
    tally.fromCache += 1;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache && !cached.has(requestId)) {
      cached.add(requestId);
      tally.fromCache += 1;
    }
    if (cached.has(requestId) || response.fromServiceWorker) return;
    // A content-hashed chunk that went to the server at all (200 or 304): the repeat visit should have none.
    if (new URL(response.url).pathname.startsWith('/dist/chunks/')) tally.hashedAsked += 1;
    if (response.status === 304) tally.revalidated += 1;
    else if (!response.url.startsWith('data:')) tally.full += 1;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    tally.bytes += encodedDataLength;
    if (types.get(requestId) === 'Script') tally.scriptBytes += encodedDataLength;
    finished.push({
      sentAt: sentAt.get(requestId) ?? 0,
      bytes: encodedDataLength,
      script: types.get(requestId) === 'Script',
    });
  });
  /**
   * What the requests sent by `until` (ms since the epoch) downloaded: not what the page asked for after the state.
   * `before`: only those sent before it (the request that marks the moment left out).
   */
  const sentBy = (until, { before: strictly = false } = {}) => {
    const before = finished.filter((response) => (strictly ? response.sentAt < until : response.sentAt <= until));
    return {
      bytes: before.reduce((sum, response) => sum + response.bytes, 0),
      scriptBytes: before.filter((response) => response.script).reduce((sum, response) => sum + response.bytes, 0),
      requests: before.length,
    };
  };
  const reset = () => {
    finished.length = 0;
    chat.at = undefined;
    Object.assign(tally, {
      bytes: 0,
      scriptBytes: 0,
      requests: 0,
      fromCache: 0,
      revalidated: 0,
      full: 0,
      hashedAsked: 0,
    });
  };
  return { cdp, tally, reset, sentBy, chat };
}

/**
 * When `host inner` is there (`inner` in the shadow root of a `host` element), checked in the page at every animation
 * frame, so before anything the page defers to an idle moment after it: `ms` since the navigation started and `at`,
 * the same moment in milliseconds since the epoch (to tell the requests sent before it from those sent after).
 */
async function timeTo(page, selector) {
  const [host, inner] = selector.split(/ (.+)/);
  const state = await page.waitForFunction(
    ([hostTag, innerSelector]) =>
      [...document.querySelectorAll(hostTag)].some((element) => element.shadowRoot?.querySelector(innerSelector)) && {
        ms: performance.now(),
        at: performance.timeOrigin + performance.now(),
      },
    [host, inner],
    { polling: 'raf', timeout: STATE_TIMEOUT_MS },
  );
  return state.jsonValue();
}

/**
 * What the page itself counts (Resource Timing): the bytes of every response, the page's own included, that ended
 * before `at` (ms since the epoch), and whether Apollo's chunk was asked for by then. Same-origin, so each entry's
 * transferSize is known (headers and the compressed body).
 */
function inPage(page, at) {
  return page.evaluate((moment) => {
    const until = moment - performance.timeOrigin;
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    return {
      bytes: entries
        .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= until)
        .reduce((sum, entry) => sum + entry.transferSize, 0),
      apollo: entries.some((entry) => /\/chunks\/apollo-[^/]*\.js$/.test(entry.name) && entry.startTime <= until),
    };
  }, at);
}

/** Waits until no request finished for `quietMs` (bounded), for states measured "in total". */
async function settle(tally, quietMs = 1000, maxMs = 20_000) {
  const deadline = Date.now() + maxMs;
  let last = -1;
  while (Date.now() < deadline && last !== tally.bytes + tally.requests) {
    last = tally.bytes + tally.requests;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/** Logs in anonymously on the portal (the chat needs a session), then empties the cache for a first visit. */
async function withSession(page, url, network) {
  await page.goto(`${url}/`);
  await page.waitForFunction(() => localStorage.getItem('token'), null, { timeout: STATE_TIMEOUT_MS });
  // The demo pages are host pages whose elements keep their session under the API origin's key prefix
  // (docs/embedding.md): hand them the session the portal just started, as tests/e2e/chat-bubble.e2e.test.ts does.
  await page.evaluate((namespace) => {
    for (const key of ['token', 'user']) localStorage.setItem(namespace + key, localStorage.getItem(key) ?? '');
  }, `foyer:${url}:`);
  // The portal loads its chat bubble after the welcome text: leave it, so none of its requests count for the state.
  await page.goto('about:blank');
  await network.cdp.send('Network.clearBrowserCache');
  network.reset();
}

/**
 * A host page that gives the bubble a chat token (docs/embedding.md "Chat with your own users"): the token its server
 * got for a new visitor, set on the element as the page is parsed, before the element's script runs.
 */
async function hostTokenScript(url) {
  const token = await newChatToken(url);
  return `new MutationObserver((_, observer) => {
    const widget = document.querySelector('chat-widget');
    if (!widget) return;
    widget.setAttribute('chat-token', ${JSON.stringify(token)});
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;
}

/**
 * The README's bubble page on each of the bubble's login paths (issue 32): a token from the host, the portal's
 * session, or none (the bubble logs in anonymously). Before opening: what the page asked for before the chat began
 * to connect (the launcher and its login); logged in: until the bubble shows (the chat's frame reader read the login).
 */
function bubbleStates() {
  const logins = [
    { path: 'host token', probe: hostTokenScript },
    { path: 'portal session', session: true },
    { path: 'anonymous' },
  ];
  const open = (page, url) => page.goto(`${url}/demo/chat-bubble.html`, { waitUntil: 'commit' });
  return [
    ...logins.map(({ path, probe, session }) => ({
      name: `bubble page, before opening, ${path}`,
      budgetKB: 18,
      probe,
      session,
      run: async (page, url, network) => {
        await open(page, url);
        await timeTo(page, 'chat-widget [part="bubble"]');
        const at = network.chat.at;
        if (at === undefined) throw new Error('the bubble showed without connecting to the chat');
        return { ms: at - (await page.evaluate(() => performance.timeOrigin)), at, before: true };
      },
    })),
    ...logins.map(({ path, probe, session }) => ({
      name: `bubble page, logged in, ${path}`,
      budgetKB: 32,
      probe,
      session,
      run: async (page, url) => {
        await open(page, url);
        return timeTo(page, 'chat-widget [part="bubble"]');
      },
    })),
  ];
}

const STATES = [
  {
    name: 'standalone portal, anonymous, until the welcome text',
    budgetKB: 150,
    run: async (page, url) => {
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      return timeTo(page, 'event-portal [part="welcome"]');
    },
  },
  {
    name: 'poll-only page, until its options',
    budgetKB: 110,
    run: async (page, url) => {
      await page.goto(`${url}/demo/poll-only.html`, { waitUntil: 'commit' });
      return timeTo(page, 'event-poll [part="poll-option"]');
    },
  },
  ...bubbleStates(),
  {
    name: 'chat panel open, in total',
    budgetKB: 130,
    session: true,
    run: async (page, url, network) => {
      await page.goto(`${url}/demo/chat-bubble.html`, { waitUntil: 'commit' });
      await page.locator('chat-widget [part="bubble"]').click({ timeout: STATE_TIMEOUT_MS });
      const { ms } = await timeTo(page, 'chat-widget [part="panel-header"]');
      await settle(network.tally);
      return { ms };
    },
  },
  {
    name: 'stream page (hls.js path), until the first frame',
    probe: hlsPathProbe,
    run: async (page, url) => {
      await page.goto(`${url}/demo/stream-only.html`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__firstFrameMs !== undefined, null, { timeout: STATE_TIMEOUT_MS });
      return { ms: await page.evaluate(() => window.__firstFrameMs) };
    },
  },
];

async function measureState(browser, url, state, throttled) {
  // Autoplay allowed as after earlier visits, or headless Chromium would wait for a click on the stream page.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    if (state.probe) {
      await page.addInitScript(typeof state.probe === 'function' ? await state.probe(url) : state.probe);
    }
    const network = await watchNetwork(page);
    if (state.session) await withSession(page, url, network);
    if (throttled) {
      await network.cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await network.cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G_CPU_SLOWDOWN });
    }
    const { ms, at, before } = await state.run(page, url, network);
    // A state reached at a moment counts the requests sent until then; one measured in total, everything.
    const counted = at ? network.sentBy(at, { before }) : network.tally;
    const measured = at ? await inPage(page, at) : { bytes: undefined, apollo: undefined };
    return {
      ms,
      bytes: counted.bytes,
      scriptBytes: counted.scriptBytes,
      requests: counted.requests,
      pageBytes: measured.bytes,
      apollo: measured.apollo,
    };
  } finally {
    await context.close();
  }
}

/** The second visit of the same page in the same browser: which files are asked again and which come from cache. */
async function repeatVisit(browser, url, path, selector) {
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const network = await watchNetwork(page);
    await page.goto(`${url}${path}`);
    await page.locator(selector).first().waitFor({ timeout: STATE_TIMEOUT_MS });
    await settle(network.tally);
    await page.goto('about:blank');
    network.reset();
    await page.goto(`${url}${path}`);
    await page.locator(selector).first().waitFor({ timeout: STATE_TIMEOUT_MS });
    await settle(network.tally);
    return { ...network.tally };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pageKb = (measured) => (measured.pageBytes === undefined ? '' : kb(measured.pageBytes));
const apolloRuns = (measured) => (measured.pageBytes === undefined ? '' : `${measured.apollo} of ${RUNS}`);

const bundleReport = JSON.parse(await readFile('dist/bundle-size.json', 'utf8'));
const hlsChunk = bundleReport.pageStates.find((state) => state.state === 'hls.js chunk');
const hlsLine = hlsChunk
  ? `${kb(hlsChunk.brotliBytes)} brotli against ${kb(hlsChunk.budgetBrotliBytes)} for hls.light.min.js`
  : 'not in the report';

const server = await startServer({ env: smoke ? SMOKE_ENV : {} });
const browser = await chromium.launch(chromiumLaunchOptions());
const rows = [];
let repeats;
try {
  for (const state of STATES.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
    const row = { state };
    const networks = [
      ['loopback', false],
      ['slow4g', true],
    ];
    for (const [key, throttled] of smoke ? networks.slice(0, 1) : networks) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureState(browser, server.url, state, throttled));
      row[key] = {
        ms: Math.round(median(runs.map((run) => run.ms))),
        bytes: median(runs.map((run) => run.bytes)),
        scriptBytes: median(runs.map((run) => run.scriptBytes)),
        requests: median(runs.map((run) => run.requests)),
        pageBytes: runs[0].pageBytes === undefined ? undefined : median(runs.map((run) => run.pageBytes)),
        // How many of the runs had Apollo's chunk asked for before the state showed.
        apollo: runs.filter((run) => run.apollo).length,
      };
    }
    rows.push(row);
    console.log(state.name, JSON.stringify({ loopback: row.loopback, slow4g: row.slow4g }));
  }
  if (!ONLY) {
    const repeated = [
      ['standalone portal (/)', '/', 'event-portal [part="welcome"]'],
      ['poll-only page', '/demo/poll-only.html', 'event-poll [part="poll-option"]'],
    ];
    repeats = [];
    for (const [label, path, selector] of smoke ? repeated.slice(0, 1) : repeated) {
      repeats.push([label, await repeatVisit(browser, server.url, path, selector)]);
    }
    console.log(JSON.stringify(repeats));
  }
} finally {
  await browser.close();
  await server.stop();
}

if (!ONLY && !smoke) await writeReport();

async function writeReport() {
  await writeReportSection(
    'bench/wire.mjs',
    `## Weight over the wire

Measured by \`node bench/wire.mjs\` after \`npm run build\` (part of \`npm run bench\`): the built server with the demo
event and compression on; Debian's Chromium (headless, playwright-core, a 412x823 viewport, German). Each state is a
first visit in a fresh browser context (empty cache); *bytes* is the sum of CDP's \`encodedDataLength\` of every
response to a request sent before the state showed (what crossed the wire, headers included; WebSocket frames not
counted; what the page asks for afterwards, such as the portal's chat bubble, is not), *JS* the part of it that is
scripts. *Time* is from the navigation's start to the state (the element visible; for the stream, the first
presented video frame, hls.js forced as in browsers without native HLS). *Slow 4G* is Lighthouse's mobile throttling
through CDP: 562.5 ms latency, 1474.6 kbit/s down, 675 kbit/s up, CPU 4x slower. The README's bubble page
(\`demo/chat-bubble.html\`) is measured on each of the bubble's login paths (issue 32): *host token*, the page sets
\`chat-token\` (a token from POST /chat/tokens' twin, getCometChatToken) as it is parsed; *portal session*, the visit
logs in on \`/\` first and then empties the cache; *anonymous*, a fresh browser, the bubble logs in by itself. *Before
opening* counts the requests sent before the chat began to connect (the launcher and its login: the frame reader's
request or the socket, whichever came first, is left out); *logged in*, until the bubble shows. The panel state uses
the portal session. *In the page* is what the page itself counts (Resource Timing): the transferSize of every
response, the page's own included, that ended before the state showed; *Apollo before it* in how many runs Apollo's
chunk was asked for before then (issue 32: the poll page's options once came after Apollo's 44 KB). Median of
${RUNS} runs each. The build's static
estimate of the same states is \`dist/bundle-size.json\` (\`pageStates\`, brotli of each file the state loads),
printed as a table by the build with a warning when a state is over its budget (scripts/rollup/bundle-size.mjs).

How the server sends it (server/plugins/use-static.ts, use-compression.ts): \`dist/\` files come from their
build-time \`.br\`/\`.gz\` twins (scripts/rollup/precompress.mjs, brotli 11, gzip 9); hashed chunks
(\`dist/chunks/\`) are \`public, max-age=31536000, immutable\`; entry files and the portal page are \`no-cache\`
with an ETag (a 304 when unchanged); the portal page, \`/graphql\` and the demo pages are compressed on the fly
(brotli 4 or gzip) above 1 KiB; the portal page preloads the entry's static imports (\`modulepreload\`); hashed chunks carry
no ETag, Last-Modified or Accept-Ranges, scripts no document policies, and JSON answers the short policy of an API
(\`default-src 'none'; frame-ancestors 'none'\`) instead of the page's; the icon is cached for a day.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Command: \`node bench/wire.mjs\`

| state | target | bytes (loopback) | within target | in the page | JS | requests | Apollo before it | time loopback (ms) | bytes (Slow 4G) | in the page (Slow 4G) | Apollo before it (Slow 4G) | time Slow 4G (ms) |
| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows
  .map(
    ({ state, loopback, slow4g }) =>
      `| ${state.name} | ${state.budgetKB ? `${state.budgetKB} KB` : ''} | ${kb(loopback.bytes)} | ${state.budgetKB ? (loopback.bytes <= state.budgetKB * 1000 ? 'yes' : 'no') : ''} | ${pageKb(loopback)} | ${kb(loopback.scriptBytes)} | ${loopback.requests} | ${apolloRuns(loopback)} | ${loopback.ms} | ${kb(slow4g.bytes)} | ${pageKb(slow4g)} | ${apolloRuns(slow4g)} | ${slow4g.ms} |`,
  )
  .join('\n')}

The hls.js chunk the stream row loads is hls.js's light build (target: light or smaller), as \`dist/bundle-size.json\`
(\`hls.js chunk\`) compares with \`hls.light.min.js\`: ${hlsLine}.

The repeat visit: the same page opened again in the same browser (a new navigation, not a reload).

| page | requests | from the cache, no request | revalidated (304) | downloaded again (200) | hashed chunks asked again | bytes |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${repeats
  .map(
    ([label, tally]) =>
      `| ${label} | ${tally.requests} | ${tally.fromCache} | ${tally.revalidated} | ${tally.full} | ${tally.hashedAsked} | ${kb(tally.bytes)} |`,
  )
  .join('\n')}

Lighthouse's mobile scores of these pages (and of every demo page): \`node bench/lighthouse.mjs\`, its own section.`,
  );
  console.log('Wrote the weight over the wire section of docs/performance.md');
}
