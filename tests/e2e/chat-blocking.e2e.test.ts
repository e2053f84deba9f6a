// Issue #15 end to end: blocking between two visitors in two browser contexts (nothing passes while blocked, the
// blocker's composer is off, More > Privacy and security lists and unblocks), the server's moderation filters as the
// receiver's widget shows them (chat-widget.md §4 "Displayed text order") on the demo event, and a report.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatVisitor, composer, listRow, part, send, widget, type ChatVisitor } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer({ operator: true });
const browser = useBrowser();

const visitor = (): Promise<ChatVisitor> => chatVisitor(browser, server, '/demo/chat.html');

const navigate = (page: Page, tab: string) => part(page, 'navigation-item').and(page.locator(`[data-tab="${tab}"]`));
const bubbles = (page: Page, text: string) => part(page, 'message-bubble').filter({ hasText: text });
const toastCodes = (page: Page) =>
  part(page, 'toast').evaluateAll((toasts) => toasts.map((toast) => toast.getAttribute('data-code')));

/** Opens the conversation with `other` from the unified layout's users list. */
async function openUser(page: Page, other: ChatVisitor): Promise<void> {
  await navigate(page, 'users').click();
  await widget(page).getByRole('searchbox', { name: 'Personen suchen' }).fill(other.name);
  await listRow(page, other.name).click();
  await composer(page).waitFor();
}

describe('blocking in two browsers (chat-widget.md §4 Block)', () => {
  it('delivers nothing from the blocked user, turns the composer off, and unblocking under More restores both', async () => {
    const anna = await visitor();
    const ben = await visitor();

    // Anna blocks Ben from his detail pane (§2 user detail pane, Options > Block user).
    await openUser(anna.page, ben);
    await widget(anna.page).getByRole('button', { name: 'Details anzeigen' }).click();
    await part(anna.page, 'detail-block').click();
    await expect.poll(() => toastCodes(anna.page)).toContain('BLOCK_USER_SUCCESS');
    await expect.poll(() => composer(anna.page).isDisabled()).toBe(true);
    expect(await part(anna.page, 'detail-block').textContent()).toBe('Blockierung aufheben');
    expect(await composer(anna.page).getAttribute('aria-label')).toBe('Du hast diese Person blockiert.');

    await openUser(ben.page, anna);
    await send(ben.page, 'Bist du noch da?');
    await expect.poll(() => toastCodes(ben.page)).toContain('ERR_BLOCKED_USER');

    // More > Privacy and security: the blocked users, each with Unblock.
    await navigate(anna.page, 'more').click();
    await part(anna.page, 'more-item').filter({ hasText: 'Privatsphäre und Sicherheit' }).click();
    await expect.poll(() => part(anna.page, 'blocked-user-name').allTextContents()).toEqual([ben.name]);
    expect(await axeViolations(anna.page)).toEqual([]);
    await widget(anna.page)
      .getByRole('button', { name: `${ben.name} freigeben` })
      .click();
    await expect.poll(() => toastCodes(anna.page)).toContain('UNBLOCK_USER_SUCCESS');
    await expect.poll(() => part(anna.page, 'list-state').textContent()).toBe('Du hast niemanden blockiert.');
    await expect.poll(() => composer(anna.page).isDisabled()).toBe(false);

    await send(ben.page, 'Jetzt wieder?');
    await bubbles(anna.page, 'Jetzt wieder?').waitFor();
    await send(anna.page, 'Ja, wieder da');
    await bubbles(ben.page, 'Ja, wieder da').waitFor();
    // What Ben sent while blocked never reached Anna: it would have arrived before the later message.
    expect(await bubbles(anna.page, 'Bist du noch da?').count()).toBe(0);
  });
});

describe('the moderation filters as the receiver sees them (chat-widget.md §3, §4), and reporting', () => {
  it('shows hostile HTML sanitized, a phone number masked, English and German swear words cleaned; reports one', async () => {
    const anna = await visitor();
    const ben = await visitor();
    await openUser(ben.page, anna);
    await openUser(anna.page, ben);

    await send(ben.page, '<img src=x onerror=alert(1)>Hallo Anna');
    await send(ben.page, 'Ruf mich an: 0171 2345678');
    await send(ben.page, 'You asshole, du Arschloch');
    await bubbles(anna.page, 'You ***, du ***').waitFor();
    expect(await bubbles(anna.page, 'Hallo Anna').textContent()).toContain('<img src="x">Hallo Anna');
    expect(await bubbles(anna.page, 'Ruf mich an').textContent()).toContain('Ruf mich an: ************');
    expect(await part(anna.page, 'message-bubble').allTextContents()).not.toContainEqual(
      expect.stringMatching(/onerror|2345678|Arschloch|asshole/),
    );
    // The sender's own copy is the server's too once sent.
    await bubbles(ben.page, 'You ***, du ***').waitFor();

    // Anna reports it from its action bar; the operators find it in their list.
    const profane = part(anna.page, 'message').filter({ hasText: 'You ***, du ***' });
    await profane.hover();
    await profane.locator('[part~="message-action-report"]').click();
    await widget(anna.page).getByRole('textbox', { name: 'Warum meldest du diese Nachricht?' }).fill('Beleidigung');
    expect(await axeViolations(anna.page)).toEqual([]);
    await part(anna.page, 'report-form').getByRole('button', { name: 'Melden' }).click();
    await expect.poll(() => toastCodes(anna.page)).toContain('REPORT_MESSAGE_SUCCESS');
    const reports = await server.asOperator<{ getChatReports: { reason: string; senderUid: string; text: string }[] }>(
      '{ getChatReports { reason senderUid text } }',
    );
    expect(reports.data?.getChatReports).toEqual([
      { reason: 'Beleidigung', senderUid: ben.uid, text: 'You asshole, du Arschloch' },
    ]);
  });
});
