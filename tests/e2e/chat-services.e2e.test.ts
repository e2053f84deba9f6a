// Issue #16, the message services end to end, between two visitors on the real /chat server through <chat-widget>:
// translation through the LibreTranslate adapter, smart replies through the OpenAI-compatible adapter, and a link
// preview of a page; each provider a test double started here that speaks its protocol as documented
// (tests/support/message-service-doubles.ts), the server configured by its settings.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLibreTranslate,
  startOpenAiCompatible,
  startPages,
  type Double,
} from '../support/message-service-doubles.js';
import { chatVisitor, composer, openUserInPanel, part, send, widget, type ChatVisitor } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const PHRASE = { en: 'Where is the lecture hall?', de: 'Wo ist der Vortragssaal?' };
const EDITED = { en: 'Where is the coffee?', de: 'Wo gibt es Kaffee?' };
const REPLIES = { positive: 'Gern, ich komme mit!', neutral: 'Ich schaue mal.', negative: 'Heute leider nicht.' };
const PAGE = {
  title: 'Programm der Tagung',
  description: 'Alle Vorträge und Räume auf einen Blick',
};

let translator: Double;
let model: Double;
let pages: Double;
// Started before the server (the hooks run in order), which gets their addresses as settings.
beforeAll(async () => {
  [translator, model, pages] = await Promise.all([
    startLibreTranslate([PHRASE, EDITED]),
    startOpenAiCompatible(() => JSON.stringify(REPLIES)),
    startPages({
      '/programm': {
        body:
          `<!doctype html><html><head><title>Tagung</title><meta property="og:title" content="${PAGE.title}">` +
          `<meta property="og:description" content="${PAGE.description}"><meta property="og:image" content="/bild.png">` +
          '</head><body><script>alert(1)</script></body></html>',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([translator, model, pages].map((double) => double?.close()));
});

const server = useServer(() => ({
  env: {
    CHAT_TRANSLATION_PROVIDER: 'libretranslate',
    CHAT_TRANSLATION_URL: translator.url,
    CHAT_SMART_REPLY_URL: model.url,
    CHAT_SMART_REPLY_MODEL: 'e2e-model',
    // The page is served by this test on 127.0.0.1, which the server refuses unless told otherwise.
    CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES: 'allow',
  },
}));
const browser = useBrowser();

const LIVE_MS = 5_000;

const visitor = (): Promise<ChatVisitor> => chatVisitor(browser, server, '/demo/chat-bubble.html');
const messageIn = (page: Page, text: string) =>
  part(page, 'message-list')
    .first()
    .locator('[part~="message"]')
    .filter({ has: page.locator('[part="message-bubble"]', { hasText: text }) });

async function conversationWith(text: string) {
  const anna = await visitor();
  const ben = await visitor();
  await openUserInPanel(anna.page, ben);
  await openUserInPanel(ben.page, anna);
  await send(anna.page, text);
  await messageIn(ben.page, text).waitFor({ timeout: LIVE_MS });
  return { anna, ben };
}

describe('translation', () => {
  it('translates a received message into the browser language by keyboard, and an edit drops the translation', async () => {
    const { anna, ben } = await conversationWith(PHRASE.en);
    const received = messageIn(ben.page, PHRASE.en);
    // Own messages have no Translate action (§6).
    expect(await messageIn(anna.page, PHRASE.en).getByRole('button', { name: 'Übersetzen' }).count()).toBe(0);
    const translate = received.getByRole('button', { name: 'Übersetzen' });
    await translate.focus();
    await translate.press('Enter');
    const translation = received.locator('[part="message-translation"]');
    await translation.waitFor();
    expect(await translation.textContent()).toBe(`Übersetzt${PHRASE.de}`);
    expect(await translation.getAttribute('lang')).toBe('de-DE');
    // What the adapter sent LibreTranslate: the message's text, the browser's language.
    expect(translator.requests.at(-1)?.body).toEqual({ q: PHRASE.en, source: 'auto', target: 'de', format: 'text' });
    expect(await axeViolations(ben.page)).toEqual([]);

    // The same button shows the original again, and translates again.
    await received.getByRole('button', { name: 'Original anzeigen' }).click();
    await translation.waitFor({ state: 'detached' });
    await received.getByRole('button', { name: 'Übersetzen' }).click();
    await translation.waitFor();

    // Anna edits the message: Ben's translation of the old text goes (§4 "Changing message content resets a translation").
    const own = messageIn(anna.page, PHRASE.en);
    await own.hover();
    await own.getByRole('button', { name: 'Bearbeiten' }).click();
    await composer(anna.page).fill(EDITED.en);
    await composer(anna.page).press('Enter');
    await messageIn(ben.page, EDITED.en).waitFor({ timeout: LIVE_MS });
    expect(await messageIn(ben.page, EDITED.en).locator('[part="message-translation"]').count()).toBe(0);
  });

  it('says so when the message is in the browser language already', async () => {
    const { ben } = await conversationWith(PHRASE.de);
    const received = messageIn(ben.page, PHRASE.de);
    await received.hover();
    await received.getByRole('button', { name: 'Übersetzen' }).click();
    const toast = part(ben.page, 'toast-info');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Die Nachricht ist bereits in deiner Sprache');
    expect(await received.locator('[part="message-translation"]').count()).toBe(0);
  });
});

describe('smart replies', () => {
  it('suggests replies to a received message, sends one, and closes by its control', async () => {
    const { anna, ben } = await conversationWith('Kommst du mit zum Mittagessen?');
    const strip = part(ben.page, 'smart-replies');
    await strip.waitFor({ timeout: LIVE_MS });
    expect(await strip.getAttribute('aria-label')).toBe('Antwortvorschläge');
    expect(await strip.locator('[part="smart-reply"]').allTextContents()).toEqual([
      REPLIES.positive,
      REPLIES.neutral,
      REPLIES.negative,
    ]);
    // What the adapter asked the model: the chat completions request with the message as the user's turn.
    expect(model.requests.at(-1)?.body).toMatchObject({
      model: 'e2e-model',
      messages: [{ role: 'system' }, { role: 'user', content: 'Kommst du mit zum Mittagessen?' }],
    });
    // No strip for the sender's own message (§5).
    expect(await part(anna.page, 'smart-replies').count()).toBe(0);
    expect(await axeViolations(ben.page)).toEqual([]);

    // By keyboard: a suggestion is sent as Ben's message and reaches Anna.
    const first = strip.getByRole('button', { name: REPLIES.positive });
    await first.focus();
    await first.press('Enter');
    await strip.waitFor({ state: 'detached' });
    await messageIn(anna.page, REPLIES.positive).waitFor({ timeout: LIVE_MS });

    // The next message gets new suggestions; the close control hides them.
    await send(anna.page, 'Um zwölf am Eingang?');
    await strip.waitFor({ timeout: LIVE_MS });
    await strip.getByRole('button', { name: 'Vorschläge schließen' }).click();
    await strip.waitFor({ state: 'detached' });
  });
});

describe('link previews', () => {
  it('shows a preview of the linked page with a Visit link, and links in the text open safely', async () => {
    const address = `${pages.url}/programm`;
    const { ben } = await conversationWith(`Das Programm: ${address} (javascript:alert(1) bleibt Text)`);
    const received = messageIn(ben.page, 'Das Programm:');
    const preview = received.locator('[part="link-preview"]');
    await preview.waitFor({ timeout: LIVE_MS });
    expect(await preview.locator('[part="link-preview-title"]').textContent()).toBe(PAGE.title);
    expect(await preview.locator('[part="link-preview-description"]').textContent()).toBe(PAGE.description);
    expect(await preview.locator('[part="link-preview-image"]').getAttribute('src')).toBe(`${pages.url}/bild.png`);
    const visit = preview.getByRole('link', { name: 'Besuchen' });
    expect(await visit.getAttribute('href')).toBe(address);
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toBe('noopener noreferrer');
    // The text's own link: the same address, just as safe; javascript: stays text.
    const links = received.locator('[part="message-link"]');
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute('href')).toBe(address);
    expect(await links.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await widget(ben.page).locator('a[href^="javascript:"]').count()).toBe(0);
    // The server fetched the page once (the page's script never ran anywhere).
    expect(pages.requests.filter((request) => request.path === '/programm').length).toBe(1);
    expect(await axeViolations(ben.page)).toEqual([]);
  });
});
