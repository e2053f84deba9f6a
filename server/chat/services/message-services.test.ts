// The chat's message services on a real server and against protocol-exact doubles of their providers: translation
// (LibreTranslate and DeepL), smart replies (the OpenAI-compatible chat API) and link previews (SSRF guard, size and
// time limits), with the refusals and the hostile answers of each.
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startDeepL,
  startLibreTranslate,
  startOpenAiCompatible,
  startPages,
  type Double,
} from '../../../tests/support/message-service-doubles.js';
import {
  connectChat,
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { CHAT_ERROR_CODES } from '../chat-codes.js';
import { MESSAGE_SERVICE_CODES } from '../../../shared/chat/message-services.js';
import { fetchPage, isPublicAddress, PageFetchError } from './link-previews/guarded-fetch.js';
import { SERVICE_CALLS_PER_USER } from './message-services.js';
import { previewOf } from './link-previews/link-previews.js';
import { ProviderError } from './provider-http.js';
import { openAiCompatibleReplies, SMART_REPLY_INPUT_MAX_LENGTH } from './smart-replies/smart-reply-provider.js';
import { deepl, deeplBaseUrl, deeplTarget, libreTranslate } from './translation/translation-providers.js';

const PHRASE = {
  de: 'Der Vortrag beginnt gleich.',
  en: 'The talk is about to begin.',
  fr: 'La conférence va commencer.',
};
const REPLIES = { positive: 'Super, ich komme!', neutral: 'Ich schaue mal.', negative: 'Leider nicht.' };

const doubles: Double[] = [];
const track = async (double: Promise<Double>) => {
  const started = await double;
  doubles.push(started);
  return started;
};
afterAll(async () => {
  await Promise.all(doubles.map((double) => double.close()));
});

describe('the LibreTranslate adapter', () => {
  it('posts q, source auto, target, format text and api_key, and reads translatedText and detectedLanguage', async () => {
    const double = await track(startLibreTranslate([PHRASE], { apiKey: 'libre-key' }));
    const provider = libreTranslate({ url: double.url, apiKey: 'libre-key' });
    expect(await provider.translate(PHRASE.de, 'en-GB')).toEqual({ text: PHRASE.en, detectedLanguage: 'de' });
    expect(double.requests.at(-1)?.body).toEqual({
      q: PHRASE.de,
      source: 'auto',
      target: 'en',
      format: 'text',
      api_key: 'libre-key',
    });
  });

  it('fails with a ProviderError on a wrong key, an error status and an answer of another shape', async () => {
    const double = await track(startLibreTranslate([PHRASE], { apiKey: 'libre-key' }));
    await expect(libreTranslate({ url: double.url, apiKey: 'wrong' }).translate('Hallo', 'en')).rejects.toThrow(
      /HTTP 403/,
    );
    const odd = await track(startPages({ '/translate': { type: 'application/json', body: '{"translated":"x"}' } }));
    const shape = libreTranslate({ url: odd.url, apiKey: undefined }).translate('Hallo', 'en');
    await expect(shape).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('the DeepL adapter', () => {
  it('posts text as a list and target_lang with the DeepL-Auth-Key header, and reads translations[0]', async () => {
    const double = await track(startDeepL([PHRASE], { apiKey: 'deepl-key:fx' }));
    const provider = deepl({ url: double.url, apiKey: 'deepl-key:fx' });
    expect(await provider.translate(PHRASE.de, 'fr')).toEqual({ text: PHRASE.fr, detectedLanguage: 'de' });
    const request = double.requests.at(-1)!;
    expect(request.headers.authorization).toBe('DeepL-Auth-Key deepl-key:fx');
    expect(request.body).toEqual({ text: [PHRASE.de], target_lang: 'FR' });
    // English and Portuguese need a variant as targets; Chinese its script.
    expect(await provider.translate(PHRASE.de, 'en-US')).toEqual({ text: PHRASE.en, detectedLanguage: 'de' });
    expect(double.requests.at(-1)?.body).toEqual({ text: [PHRASE.de], target_lang: 'EN-US' });
    expect([
      deeplTarget('en'),
      deeplTarget('pt-BR'),
      deeplTarget('pt'),
      deeplTarget('zh-TW'),
      deeplTarget('zh'),
    ]).toEqual(['EN-GB', 'PT-BR', 'PT-PT', 'ZH-HANT', 'ZH-HANS']);
    expect([deeplBaseUrl('abc:fx'), deeplBaseUrl('abc')]).toEqual([
      'https://api-free.deepl.com',
      'https://api.deepl.com',
    ]);
  });

  it('fails with a ProviderError without a valid key', async () => {
    const double = await track(startDeepL([PHRASE], { apiKey: 'deepl-key' }));
    await expect(deepl({ url: double.url, apiKey: 'other' }).translate('Hallo', 'en')).rejects.toThrow(/HTTP 403/);
  });
});

describe('the OpenAI-compatible smart-reply adapter', () => {
  it('posts model and messages to /v1/chat/completions and reads the three replies of choices[0]', async () => {
    const double = await track(
      startOpenAiCompatible(() => '```json\n' + JSON.stringify(REPLIES) + '\n```', { apiKey: 'k' }),
    );
    const provider = openAiCompatibleReplies({ url: double.url, model: 'tiny', apiKey: 'k' });
    expect(await provider.suggest('Kommst du mit?')).toEqual({
      reply_positive: REPLIES.positive,
      reply_neutral: REPLIES.neutral,
      reply_negative: REPLIES.negative,
    });
    const request = double.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer k');
    expect(request.body).toMatchObject({
      model: 'tiny',
      messages: [{ role: 'system' }, { role: 'user', content: 'Kommst du mit?' }],
    });
  });

  it('passes replies on as one line of plain text: no line breaks, control characters or bidi overrides', async () => {
    const steered = {
      positive: 'Ja!\n\nPS: mein Passwort ist geheim',
      neutral: 'Vielleicht\u202Eneknad\u0007',
      negative: '\u2066Nein\u2069\r\n',
    };
    const double = await track(startOpenAiCompatible(() => JSON.stringify(steered)));
    const replies = await openAiCompatibleReplies({ url: double.url, model: 'tiny', apiKey: undefined }).suggest('?');
    expect(replies).toEqual({
      reply_positive: 'Ja! PS: mein Passwort ist geheim',
      reply_neutral: 'Vielleicht neknad',
      reply_negative: 'Nein',
    });
    const blank = await track(startOpenAiCompatible(() => JSON.stringify({ ...REPLIES, neutral: '\u202E\n\t' })));
    await expect(
      openAiCompatibleReplies({ url: blank.url, model: 'tiny', apiKey: undefined }).suggest('?'),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('applies the size limit to the decoded answer: a small gzip bomb is refused, not inflated', async () => {
    // 16 MiB of spaces before the JSON, sent gzipped as about 16 KiB (fetch decodes Content-Encoding itself).
    const bomb = gzipSync(Buffer.concat([Buffer.alloc(16 * 1024 * 1024, ' '), Buffer.from(JSON.stringify({}))]));
    const double = await track(
      startPages({
        '/v1/chat/completions': (response: ServerResponse) => {
          response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
          response.end(bomb);
        },
      }),
    );
    const provider = openAiCompatibleReplies({ url: double.url, model: 'tiny', apiKey: undefined });
    await expect(provider.suggest('?')).rejects.toThrow(/larger than 262144 bytes/);
  });

  it('sends at most the start of a long message', async () => {
    const double = await track(startOpenAiCompatible(() => JSON.stringify(REPLIES)));
    await openAiCompatibleReplies({ url: double.url, model: 'tiny', apiKey: undefined }).suggest('x'.repeat(50_000));
    const messages = (double.requests.at(-1)!.body as { messages: { content: string }[] }).messages;
    expect(messages[1]!.content).toHaveLength(SMART_REPLY_INPUT_MAX_LENGTH);
  });

  it.each([
    ['no JSON', 'Sure! Here are some replies: yes, maybe, no'],
    ['a missing reply', JSON.stringify({ positive: 'Ja', neutral: 'Vielleicht' })],
    ['an empty reply', JSON.stringify({ ...REPLIES, negative: '   ' })],
    ['an overlong reply', JSON.stringify({ ...REPLIES, positive: 'ja '.repeat(200) })],
    ['replies that are no texts', JSON.stringify({ positive: 1, neutral: ['a'], negative: { b: 1 } })],
  ])('refuses an answer with %s', async (_, content) => {
    const double = await track(startOpenAiCompatible(() => content));
    const suggest = openAiCompatibleReplies({ url: double.url, model: 'tiny', apiKey: undefined }).suggest('Hallo?');
    await expect(suggest).rejects.toBeInstanceOf(ProviderError);
  });

  it('gives up on a model that does not answer in time, and on an oversized answer', async () => {
    const slow = await track(startOpenAiCompatible(() => new Promise<string>(() => undefined)));
    const waited = openAiCompatibleReplies({ url: slow.url, model: 'tiny', apiKey: undefined, timeoutMs: 300 });
    await expect(waited.suggest('Hallo?')).rejects.toThrow(/no answer within 300 ms/);
    const huge = await track(startOpenAiCompatible(() => 'x'.repeat(400 * 1024)));
    const flood = openAiCompatibleReplies({ url: huge.url, model: 'tiny', apiKey: undefined }).suggest('Hallo?');
    await expect(flood).rejects.toThrow(/larger than/);
  });
});

describe('the link-preview fetch', () => {
  const limits = { allowPrivateAddresses: false, timeoutMs: 2_000, maxBytes: 64 * 1024, maxRedirects: 2 };

  it('knows public addresses from private, loopback, link-local and other special ones', () => {
    for (const address of ['93.184.215.14', '2a00:1450:4001:82b::200e', '1.1.1.1']) {
      expect(isPublicAddress(address)).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      // IPv4-compatible (deprecated ::/96), NAT64, 6to4, Teredo, unique-local, site-local, multicast, documentation.
      '::7f00:1',
      '::a00:1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::',
      '2001::1',
      'fd12:3456::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '100::1',
      // Benchmarking, documentation, IETF protocol assignments, 6to4 relay, class E.
      '198.18.0.1',
      '198.19.255.1',
      '192.0.2.1',
      '198.51.100.1',
      '203.0.113.1',
      '192.0.0.8',
      '192.88.99.1',
      '240.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback and private addresses, by literal and by name, and other schemes, with a clear error', async () => {
    const pages = await track(startPages({ '/': { body: '<title>intern</title>' } }));
    const port = new URL(pages.url).port;
    for (const url of [
      pages.url,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      'http://localhost/',
      'http://[::1]/',
      'https://127.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://0x7f000001/',
      'file:///etc/passwd',
      `http://user:secret@example.org/`,
      // Public hosts, but not on a web port: no port scans, no requests to mail or database servers.
      'http://93.184.215.14:25/',
      'https://example.org:6379/',
      'http://[2a00:1450:4001:82b::200e]:22/',
    ]) {
      const error = await fetchPage(url, limits).catch((reason: unknown) => reason);
      expect(error, url).toBeInstanceOf(PageFetchError);
      expect((error as PageFetchError).kind, url).toBe('forbidden');
    }
    const error = (await fetchPage('http://localhost/', limits).catch((reason: unknown) => reason)) as Error;
    expect(error.message).toMatch(
      /localhost resolves to (127\.0\.0\.1|::1), a private, loopback or otherwise non-public address/,
    );
    expect(pages.requests).toEqual([]);
  });

  it('checks every redirect: none to other schemes, none past the limit', async () => {
    const pages = await track(
      startPages({
        '/to-file': { status: 302, headers: { location: 'file:///etc/passwd' } },
        '/loop': { status: 301, headers: { location: '/loop' } },
        '/moved': { status: 302, headers: { location: '/page' } },
        '/page': { body: '<title>Ziel</title>' },
      }),
    );
    const open = { ...limits, allowPrivateAddresses: true };
    await expect(fetchPage(`${pages.url}/to-file`, open)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(fetchPage(`${pages.url}/loop`, open)).rejects.toThrow(/More than 2 redirects/);
    const moved = await fetchPage(`${pages.url}/moved`, open);
    expect(moved.url).toBe(`${pages.url}/page`);
    // A host name goes through the guarded lookup (here allowed to answer with a loopback address).
    const byName = await fetchPage(`http://localhost:${new URL(pages.url).port}/page`, open);
    expect(byName.body.toString()).toBe('<title>Ziel</title>');
  });

  it('cuts an oversized page off at the size limit and still reads its head', async () => {
    const head =
      '<html><head><title>Sehr lang</title><meta property="og:description" content="Viel Text"></head><body>';
    const pages = await track(startPages({ '/long': { body: head + 'x'.repeat(2 * 1024 * 1024) } }));
    const page = await fetchPage(`${pages.url}/long`, { ...limits, allowPrivateAddresses: true });
    expect(page.cut).toBe(true);
    expect(page.body.length).toBe(limits.maxBytes);
    expect(previewOf(page.url, page.body.toString('utf8'))).toMatchObject({
      title: 'Sehr lang',
      description: 'Viel Text',
    });
  });

  it('reads no body that is not HTML: the content type decides before the first byte', async () => {
    let written = 0;
    const pages = await track(
      startPages({
        '/film': (response: ServerResponse) => {
          response.writeHead(200, { 'content-type': 'video/mp4' });
          const more = () => {
            if (written >= 8 * 1024 * 1024 || response.destroyed) return void response.end();
            written += 64 * 1024;
            if (response.write(Buffer.alloc(64 * 1024))) setImmediate(more);
            else response.once('drain', more);
          };
          more();
        },
        '/leer': { type: '', body: '<title>ohne Typ</title>' },
      }),
    );
    const open = { ...limits, allowPrivateAddresses: true, maxBytes: 8 * 1024 * 1024 };
    await expect(fetchPage(`${pages.url}/film`, open)).rejects.toThrow(/sent no HTML page \(video\/mp4\)/);
    expect(written).toBeLessThan(8 * 1024 * 1024);
    await expect(fetchPage(`${pages.url}/leer`, open)).rejects.toMatchObject({ kind: 'failed' });
  });

  it('gives up on a page that does not come in time', async () => {
    const pages = await track(
      startPages({
        '/slow': (response: ServerResponse) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.write('<html><head>');
        },
      }),
    );
    const started = Date.now();
    const slow = fetchPage(`${pages.url}/slow`, { ...limits, allowPrivateAddresses: true, timeoutMs: 300 });
    await expect(slow).rejects.toThrow(/gave no page within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reads hostile metadata as text only: no script runs, image addresses are http(s) only, texts are clipped', () => {
    const preview = previewOf(
      'https://example.org/a',
      `<title>${'T'.repeat(5000)}</title><script>globalThis.ran = true</script>` +
        '<meta property="og:image" content="javascript:alert(1)"><meta name="description" content="<img src=x onerror=alert(1)>">',
    );
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
    expect(preview.image).toBe('');
    expect(preview.description).toBe('<img src=x onerror=alert(1)>');
    expect(preview.title.length).toBeLessThanOrEqual(300);
    expect(previewOf('https://example.org/a/b', '<meta property="og:image" content="../img.png">').image).toBe(
      'https://example.org/img.png',
    );
  });
});

describe('the message services on the chat server', () => {
  let servers: ChatServers;
  let offServers: ChatServers;
  let dataDir: string;
  let pagesUrl = '';
  const clients: RawChatClient[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-services-'));
    const [translator, model, pages] = await Promise.all([
      track(startLibreTranslate([PHRASE])),
      track(startOpenAiCompatible((text) => (text.includes('kaputt') ? 'no JSON at all' : JSON.stringify(REPLIES)))),
      track(
        startPages({ '/agenda': { body: '<title>Agenda</title>' }, '/bild.png': { type: 'image/png', body: 'png' } }),
      ),
    ]);
    pagesUrl = pages.url;
    servers = await startChatServers('sqlite', {
      dataDir,
      env: {
        CHAT_REQUESTS_PER_SECOND: '1000',
        CHAT_TRANSLATION_PROVIDER: 'libretranslate',
        CHAT_TRANSLATION_URL: translator.url,
        CHAT_SMART_REPLY_URL: model.url,
        CHAT_SMART_REPLY_MODEL: 'tiny',
      },
    });
    offServers = await startChatServers('sqlite', {
      dataDir: join(dataDir, 'off'),
      env: { CHAT_LINK_PREVIEWS: 'off' },
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    await offServers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function pair(on: ChatServers = servers) {
    const alice = await connectVisitor(on, clients);
    const bob = await connectVisitor(on, clients);
    const carol = await connectVisitor(on, clients);
    const send = async (text: string) => {
      const answer = await alice.client.request({ type: 'send', receiverId: bob.uid, receiverType: 'user', text });
      return (answer.result as { id: number }).id;
    };
    return { alice, bob, carol, send };
  }

  it('reports the services at login, and refuses those it does not offer', async () => {
    const loginOf = async (on: ChatServers) => {
      const client = await connectChat(on.urls[0]!);
      clients.push(client);
      return (await client.request({ type: 'login', token: (await on.newVisitor()).chatToken })).result;
    };
    expect(await loginOf(servers)).toMatchObject({
      services: { translation: true, smartReplies: true, linkPreviews: true },
    });
    expect(await loginOf(offServers)).toMatchObject({
      services: { translation: false, smartReplies: false, linkPreviews: false },
    });
    const { bob, send } = await pair(offServers);
    const id = await send('https://example.org');
    for (const type of ['translate', 'smartReplies', 'linkPreviews']) {
      const answer = await bob.client.request({ type, messageId: id, language: 'en' });
      expect(answer.error?.code, type).toBe(MESSAGE_SERVICE_CODES.serviceUnavailable);
    }
  });

  it('translates through the provider, and refuses foreign, unknown and non-text messages and bad languages', async () => {
    const { bob, carol, alice, send } = await pair();
    const id = await send(PHRASE.de);
    const answer = await bob.client.request({ type: 'translate', messageId: id, language: 'en-US' });
    expect(answer.result).toEqual({
      language_original: 'de',
      translations: [{ message_translated: PHRASE.en, language_translated: 'en-US' }],
    });
    const code = async (client: RawChatClient, frame: Record<string, unknown>) =>
      (await client.request({ type: 'translate', ...frame })).error?.code;
    expect(await code(carol.client, { messageId: id, language: 'en' })).toBe(CHAT_ERROR_CODES.conversationForbidden);
    expect(await code(bob.client, { messageId: id + 10_000, language: 'en' })).toBe(CHAT_ERROR_CODES.messageNotFound);
    for (const language of ['', 'english please', 'x'.repeat(40), '<script>', 'de_DE']) {
      expect(await code(bob.client, { messageId: id, language }), language).toBe(CHAT_ERROR_CODES.invalidInput);
    }
    const poll = await alice.client.request({
      type: 'createPoll',
      receiverId: bob.uid,
      receiverType: 'user',
      question: 'Kaffee?',
      options: ['Ja', 'Nein'],
    });
    const pollId = (poll.result as { id: number }).id;
    expect(await code(bob.client, { messageId: pollId, language: 'en' })).toBe(MESSAGE_SERVICE_CODES.notATextMessage);
    await alice.client.request({ type: 'delete', messageId: id });
    expect(await code(bob.client, { messageId: id, language: 'en' })).toBe(MESSAGE_SERVICE_CODES.notATextMessage);
  });

  it('answers MESSAGE_TRANSLATE_FAIL when the provider fails', async () => {
    const broken = await track(
      startPages({ '/translate': { status: 500, type: 'application/json', body: '{"error":"boom"}' } }),
    );
    const failing = await startChatServers('sqlite', {
      dataDir: join(dataDir, 'failing'),
      env: { CHAT_TRANSLATION_PROVIDER: 'libretranslate', CHAT_TRANSLATION_URL: broken.url },
    });
    try {
      const { bob, send } = await pair(failing);
      const id = await send('Hallo');
      const answer = await bob.client.request({ type: 'translate', messageId: id, language: 'en' });
      expect(answer.error?.code).toBe(MESSAGE_SERVICE_CODES.translateFailed);
    } finally {
      await failing.close();
    }
  });

  it('suggests replies to received text messages only, and refuses a model answer that is no replies', async () => {
    const { alice, bob, send } = await pair();
    const id = await send('Kommst du mit zum Essen?');
    expect((await bob.client.request({ type: 'smartReplies', messageId: id })).result).toEqual({
      reply_positive: REPLIES.positive,
      reply_neutral: REPLIES.neutral,
      reply_negative: REPLIES.negative,
    });
    expect((await alice.client.request({ type: 'smartReplies', messageId: id })).error?.code).toBe(
      MESSAGE_SERVICE_CODES.ownMessage,
    );
    const broken = await send('Das ist kaputt');
    expect((await bob.client.request({ type: 'smartReplies', messageId: broken })).error?.code).toBe(
      MESSAGE_SERVICE_CODES.smartReplyFailed,
    );
  });

  it('refuses a link preview of a loopback address without telling where names lead, and previews nothing for plain text', async () => {
    const { bob, send } = await pair();
    const id = await send(`Unsere Agenda: ${pagesUrl}/agenda`);
    const refused = await bob.client.request({ type: 'linkPreviews', messageId: id });
    expect(refused.error).toEqual({
      code: MESSAGE_SERVICE_CODES.linkPreviewForbidden,
      message: 'The server does not fetch pages from there',
    });
    const byName = await send('Intern: http://localhost/admin');
    const refusedByName = await bob.client.request({ type: 'linkPreviews', messageId: byName });
    expect(refusedByName.error?.code).toBe(MESSAGE_SERVICE_CODES.linkPreviewForbidden);
    expect(refusedByName.error?.message).not.toMatch(/127\.0\.0\.1|::1|resolves/);
    const plain = await send('javascript:alert(1) ist kein Link');
    expect((await bob.client.request({ type: 'linkPreviews', messageId: plain })).result).toEqual([]);
  });

  it('counts each service call of a user before checking it, and refuses those past the limit with RATE_LIMITED', async () => {
    const { alice, bob, carol, send } = await pair();
    const id = await send('Kein Link hier');
    // Refused calls count too: carol may not read the message, and still uses up her own calls.
    for (let call = 0; call < SERVICE_CALLS_PER_USER.max; call++) {
      const answer = await carol.client.request({ type: 'linkPreviews', messageId: id });
      expect(answer.error?.code).toBe(CHAT_ERROR_CODES.conversationForbidden);
    }
    expect((await carol.client.request({ type: 'linkPreviews', messageId: id })).error?.code).toBe(
      CHAT_ERROR_CODES.rateLimited,
    );
    for (let call = 0; call < SERVICE_CALLS_PER_USER.max; call++) {
      expect((await bob.client.request({ type: 'linkPreviews', messageId: id })).result).toEqual([]);
    }
    const past = await bob.client.request({ type: 'linkPreviews', messageId: id });
    expect(past.error?.code).toBe(CHAT_ERROR_CODES.rateLimited);
    // Each service and each user has a count of its own.
    expect((await bob.client.request({ type: 'smartReplies', messageId: id })).error).toBeUndefined();
    expect((await alice.client.request({ type: 'linkPreviews', messageId: id })).result).toEqual([]);
  });

  it('fetches a page once however many ask for its preview at the same time, and keeps a failure for a while', async () => {
    const pages = await track(
      startPages({
        '/programm': (response: ServerResponse) => {
          setTimeout(() => {
            response.writeHead(200, { 'content-type': 'text/html' });
            response.end('<title>Programm</title>');
          }, 200);
        },
      }),
    );
    const open = await startChatServers('sqlite', {
      dataDir: join(dataDir, 'open'),
      env: { CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES: 'allow' },
    });
    try {
      const { alice, bob, send } = await pair(open);
      const id = await send(`Das Programm: ${pages.url}/programm`);
      const answers = await Promise.all(
        [alice, bob].map(({ client }) => client.request({ type: 'linkPreviews', messageId: id })),
      );
      for (const answer of answers) expect(answer.result).toMatchObject([{ title: 'Programm' }]);
      expect(pages.requests.map((request) => request.path)).toEqual(['/programm']);
      // A failure is kept too (five minutes): asking again does not ask the site again.
      const missing = await send(`Weg: ${pages.url}/weg`);
      for (const { client } of [alice, bob]) {
        const answer = await client.request({ type: 'linkPreviews', messageId: missing });
        expect(answer.error?.code).toBe(MESSAGE_SERVICE_CODES.linkPreviewFailed);
      }
      expect(pages.requests.map((request) => request.path)).toEqual(['/programm', '/weg']);
    } finally {
      await open.close();
    }
  });
});
