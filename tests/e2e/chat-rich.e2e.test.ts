// Issue #16 end to end, first part: the per-message action bar of received messages, reactions (live on the other
// side, toggled by their chips), threads (the thread pane, replies out of the main list, replyCount live, closing
// when the parent goes) and live reactions, between two visitors on the real /chat server through <chat-widget>.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatVisitor, composer, openUserInPanel, part, send, widget, type ChatVisitor } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();

/** "Live": what one visitor does shows on the other side within a few seconds (a functional bound, no benchmark). */
const LIVE_MS = 5_000;

const visitor = (): Promise<ChatVisitor> => chatVisitor(browser, server, '/demo/chat-bubble.html');

/** The message row (main list, or the thread pane's) whose bubble shows this text. */
const messageIn = (scope: ReturnType<typeof widget>, text: string) =>
  scope
    .locator('[part~="message"]')
    .filter({ has: scope.page().locator('[part="message-bubble"]', { hasText: text }) });
const mainList = (page: Page) => part(page, 'message-list').first();
const threadPane = (page: Page) => part(page, 'thread-pane');
/** The reaction chip of this emoji under the message with this text. */
const chip = (page: Page, text: string, emoji: string) =>
  messageIn(mainList(page), text).locator('[part~="reaction"]').filter({ hasText: emoji });

/** Two visitors in a one-to-one conversation, both with it open; Anna has sent `text`, Ben sees it. */
async function conversationWith(text: string) {
  const anna = await visitor();
  const ben = await visitor();
  await openUserInPanel(anna.page, ben);
  await openUserInPanel(ben.page, anna);
  await send(anna.page, text);
  await messageIn(mainList(ben.page), text).waitFor({ timeout: LIVE_MS });
  return { anna, ben };
}

describe('reactions', () => {
  it('reacts by keyboard from the action bar, live on the other side, and toggles by the chips', async () => {
    const { anna, ben } = await conversationWith('Wie war der Vortrag?');
    const received = messageIn(mainList(ben.page), 'Wie war der Vortrag?');
    // Own messages offer edit and delete only (§6); a received one react and reply in thread.
    expect(
      await messageIn(mainList(anna.page), 'Wie war der Vortrag?').getByRole('button', { name: 'Reagieren' }).count(),
    ).toBe(0);
    const react = received.getByRole('button', { name: 'Reagieren' });
    await react.focus();
    await react.press('Enter');
    const picker = part(ben.page, 'reaction-picker');
    await picker.waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);
    // The picker's search has the focus: a name and Enter take the first match.
    await ben.page.keyboard.type('Pizza');
    await ben.page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });

    const bensChip = chip(ben.page, 'Wie war der Vortrag?', '🍕');
    await bensChip.waitFor();
    expect(await bensChip.getAttribute('aria-pressed')).toBe('true');
    expect(await bensChip.textContent()).toBe('🍕1');
    const annasChip = chip(anna.page, 'Wie war der Vortrag?', '🍕');
    await annasChip.waitFor({ timeout: LIVE_MS });
    expect(await annasChip.getAttribute('aria-pressed')).toBe('false');
    expect(await annasChip.getAttribute('aria-label')).toBe(`🍕 von ${ben.name}`);

    // Anna joins in by the chip; both see two. Ben takes his back; both see one, Anna's.
    await annasChip.click();
    await expect.poll(() => bensChip.textContent(), { timeout: LIVE_MS }).toBe('🍕2');
    // Her own chip follows the answer to her request, which may come after Ben's push.
    await expect.poll(() => annasChip.getAttribute('aria-pressed')).toBe('true');
    await bensChip.click();
    await expect.poll(() => annasChip.textContent(), { timeout: LIVE_MS }).toBe('🍕1');
    await expect.poll(() => bensChip.getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations(anna.page)).toEqual([]);
  });

  it('sends a live reaction that shows on both sides and ends by itself', async () => {
    const { anna, ben } = await conversationWith('Applaus!');
    await part(anna.page, 'live-reaction-toggle').click();
    await part(anna.page, 'live-reaction').waitFor();
    await part(ben.page, 'live-reaction').waitFor({ timeout: LIVE_MS });
    expect(await part(ben.page, 'live-reaction').locator('svg').count()).toBe(6);
    // §9 "Live reaction 1000 ms": gone again on both sides without anyone doing anything.
    await part(anna.page, 'live-reaction').waitFor({ state: 'detached', timeout: LIVE_MS });
    await part(ben.page, 'live-reaction').waitFor({ state: 'detached', timeout: LIVE_MS });
    // Not shown as typing.
    expect(await part(ben.page, 'chat-status').textContent()).not.toContain('schreibt');
  });
});

describe('threads', () => {
  it('replies in a thread, counts the replies live on the other side, and closes when the parent goes', async () => {
    const { anna, ben } = await conversationWith('Fragen zur Keynote?');
    await messageIn(mainList(ben.page), 'Fragen zur Keynote?')
      .getByRole('button', { name: 'Im Thread antworten' })
      .click();
    const bensThread = threadPane(ben.page);
    await bensThread.waitFor();
    expect(await bensThread.getByRole('heading').textContent()).toBe('Thread');
    expect(await bensThread.locator('[part="thread-partner"]').textContent()).toBe(anna.name);
    expect(await bensThread.locator('[part="thread-parent"]').textContent()).toContain('Fragen zur Keynote?');
    expect(await bensThread.locator('[part="thread-reply-count"]').textContent()).toBe('0 Antworten');
    // The thread's own composer has the focus.
    await ben.page.keyboard.type('Ja, zur Folie 3');
    await ben.page.keyboard.press('Enter');
    await messageIn(bensThread, 'Ja, zur Folie 3').waitFor();
    // Counted once the server took it.
    await expect.poll(() => bensThread.locator('[part="thread-reply-count"]').textContent()).toBe('1 Antwort');
    expect(await axeViolations(ben.page)).toEqual([]);

    // Anna: the reply stays out of her main list, its parent counts it, live.
    const annasParent = messageIn(mainList(anna.page), 'Fragen zur Keynote?');
    await annasParent.locator('[part="reply-count"]').filter({ hasText: '1 Antwort' }).waitFor({ timeout: LIVE_MS });
    expect(await messageIn(mainList(anna.page), 'Ja, zur Folie 3').count()).toBe(0);
    await annasParent.locator('[part="reply-count"]').click();
    const annasThread = threadPane(anna.page);
    await messageIn(annasThread, 'Ja, zur Folie 3').waitFor();
    await composer(anna.page).last().fill('Danke!');
    await composer(anna.page).last().press('Enter');
    await messageIn(bensThread, 'Danke!').waitFor({ timeout: LIVE_MS });
    await expect
      .poll(() => bensThread.locator('[part="thread-reply-count"]').textContent(), { timeout: LIVE_MS })
      .toBe('2 Antworten');

    // Escape closes Anna's pane; she deletes the parent; Ben's thread closes with it (§4).
    await annasThread.press('Escape');
    await annasThread.waitFor({ state: 'detached' });
    const parentRow = messageIn(mainList(anna.page), 'Fragen zur Keynote?');
    await parentRow.hover();
    await parentRow.getByRole('button', { name: 'Löschen' }).click();
    await bensThread.waitFor({ state: 'detached', timeout: LIVE_MS });
    expect(await widget(ben.page).getByText('Diese Nachricht wurde gelöscht').count()).toBeGreaterThan(0);
  });
});

describe('polls', () => {
  it('creates a poll in the modal and counts the votes of both sides exactly, live', async () => {
    const { anna, ben } = await conversationWith('Gleich Mittag');
    await part(anna.page, 'create-poll').click();
    const modal = widget(anna.page).getByRole('dialog', { name: 'Umfrage erstellen' });
    await modal.waitFor();
    const size = await modal.boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(350);
    expect(size!.height).toBeGreaterThanOrEqual(450);
    expect(await axeViolations(anna.page)).toEqual([]);

    // §5: a blank question, then a blank second option, are refused with their texts.
    await modal.getByRole('button', { name: 'Erstellen' }).click();
    await part(anna.page, 'toast-error').filter({ hasText: 'Die Frage der Umfrage darf nicht leer sein' }).waitFor();
    await modal.getByLabel('Frage').fill('Wohin zum Mittag?');
    await modal.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Kantine');
    await modal.getByRole('button', { name: 'Erstellen' }).click();
    await part(anna.page, 'toast-error').filter({ hasText: 'Eine Option der Umfrage darf nicht leer sein' }).waitFor();
    await modal.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Pizzeria');
    // A third option added and removed, a fourth kept.
    await modal.getByRole('button', { name: 'Option hinzufügen' }).click();
    await modal.getByRole('button', { name: 'Option hinzufügen' }).click();
    await modal.getByRole('button', { name: 'Option 3 entfernen' }).click();
    await modal.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Park');
    await modal.getByRole('button', { name: 'Erstellen' }).click();
    await modal.waitFor({ state: 'detached' });

    const annasPoll = part(anna.page, 'poll');
    const bensPoll = part(ben.page, 'poll');
    await bensPoll.waitFor({ timeout: LIVE_MS });
    expect(await bensPoll.locator('[part="poll-question"]').textContent()).toBe('Wohin zum Mittag?');
    expect(await bensPoll.locator('[part="poll-total"]').textContent()).toBe('Keine Stimme');
    expect(await bensPoll.locator('[part="poll-option-result"]').allTextContents()).toEqual([
      '0% (0)',
      '0% (0)',
      '0% (0)',
    ]);

    // Both vote, live on the other side; Ben changes his vote.
    await bensPoll.getByRole('button', { name: /Pizzeria/ }).click();
    await expect
      .poll(() => annasPoll.locator('[part="poll-total"]').textContent(), { timeout: LIVE_MS })
      .toBe('1 Stimme');
    await annasPoll.getByRole('button', { name: /Pizzeria/ }).click();
    await expect
      .poll(() => bensPoll.locator('[part="poll-total"]').textContent(), { timeout: LIVE_MS })
      .toBe('2 Stimmen');
    expect(await bensPoll.locator('[part="poll-option-result"]').allTextContents()).toEqual([
      '0% (0)',
      '100% (2)',
      '0% (0)',
    ]);
    await bensPoll.getByRole('button', { name: /Park/ }).click();
    await expect
      .poll(() => annasPoll.locator('[part="poll-option-result"]').allTextContents(), { timeout: LIVE_MS })
      .toEqual(['0% (0)', '50% (1)', '50% (1)']);
    expect(await annasPoll.locator('[part="poll-total"]').textContent()).toBe('2 Stimmen');
    expect(await bensPoll.getByRole('button', { name: /Park/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(ben.page)).toEqual([]);
  });
});
