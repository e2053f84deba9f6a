// The ChatService contract against our provider: the built server (npm run build:server) on a free port, on the
// embedded SQLite store and on PostgreSQL, each user a new portal visitor with a chat token from
// getCometChatToken, `ws` as the WebSocket.
import { afterAll, beforeAll, describe } from 'vitest';
import { chatSocketUrl, newChatToken, NodeWebSocket, storeEnv } from '../../../tests/support/chat-server.mjs';
import { startServer, type RunningServer } from '../../../tests/support/start-server.mjs';
import type { ChatService } from '../chat-service';
import { runChatServiceContract, type ContractClient } from '../contract/chat-service-contract';
import { createFoyerChatService } from './foyer-chat-service';
import {
  startLibreTranslate,
  startOpenAiCompatible,
  startPages,
  type Double,
} from '../../../tests/support/message-service-doubles';

const PHRASE = { de: 'Wo ist der Vortragssaal?', en: 'Where is the lecture hall?' };
const REPLIES = { positive: 'Gleich hier!', neutral: 'Ich schaue nach.', negative: 'Keine Ahnung.' };
const PAGE_TITLE = 'Programm der Tagung';
const PAGE_DESCRIPTION = 'Alle Vorträge auf einen Blick';

const MAX_TEXT_LENGTH = 500;
const MAX_IMAGE_BYTES = 20_000;

describe.each(['sqlite', 'postgres'] as const)('on %s', (dialect) => {
  let server: RunningServer;
  let dropStore = async () => {};
  let doubles: Double[] = [];
  let pageUrl = '';

  beforeAll(async () => {
    // The message services' providers: LibreTranslate, an OpenAI-compatible model and a web page, as test doubles.
    const [translator, model, pages] = await Promise.all([
      startLibreTranslate([PHRASE]),
      startOpenAiCompatible(() => JSON.stringify(REPLIES)),
      startPages({
        '/programm': {
          body: `<html><head><title>x</title><meta property="og:title" content="${PAGE_TITLE}"><meta name="description" content="${PAGE_DESCRIPTION}"></head></html>`,
        },
      }),
    ]);
    doubles = [translator, model, pages];
    pageUrl = `${pages.url}/programm`;
    const store = await storeEnv(dialect);
    dropStore = store.drop;
    server = await startServer({
      env: {
        ...store.env,
        CHAT_MAX_TEXT_LENGTH: String(MAX_TEXT_LENGTH),
        CHAT_MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES),
        // The contract sends bursts (35 messages to test paging, from one address); the per-socket and the send limits
        // (a minute's and ten seconds' share per user and per address) have their own server tests.
        CHAT_REQUESTS_PER_SECOND: '1000',
        CHAT_SENDS_PER_MINUTE_PER_USER: '6000',
        CHAT_SENDS_PER_MINUTE_PER_IP: '600000',
        CHAT_TRANSLATION_PROVIDER: 'libretranslate',
        CHAT_TRANSLATION_URL: translator.url,
        CHAT_SMART_REPLY_URL: model.url,
        CHAT_SMART_REPLY_MODEL: 'double-model',
        CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES: 'allow',
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await dropStore();
    await Promise.all(doubles.map((double) => double.close()));
  });

  runChatServiceContract('foyer', async () => {
    const services: ChatService[] = [];
    return {
      invalidToken: 'not-a-token',
      maxTextLength: MAX_TEXT_LENGTH,
      maxImageBytes: MAX_IMAGE_BYTES,
      capabilities: {
        groups: true,
        groupAdministration: true,
        moderation: true,
        extensions: true,
        calls: true,
        translation: true,
        smartReplies: true,
        linkPreviews: true,
      },
      services: {
        translation: { text: PHRASE.de, language: 'de', target: 'en-US', translated: PHRASE.en },
        smartReplies: {
          text: 'Kommst du mit zum Mittagessen?',
          replies: {
            reply_positive: REPLIES.positive,
            reply_neutral: REPLIES.neutral,
            reply_negative: REPLIES.negative,
          },
        },
        linkPreview: { url: pageUrl, title: PAGE_TITLE, description: PAGE_DESCRIPTION },
      },
      async login(count) {
        const clients: ContractClient[] = [];
        for (let index = 0; index < count; index += 1) {
          const service = createFoyerChatService({ url: chatSocketUrl(server.url), WebSocket: NodeWebSocket });
          services.push(service);
          await service.init({});
          const user = await service.login(await newChatToken(server.url));
          clients.push({ service, user });
        }
        return clients;
      },
      async cleanup() {
        await Promise.all(services.map((service) => service.logout()));
      },
    };
  });
});
