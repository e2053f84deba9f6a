// Issue #15 end to end: group administration in three browsers (owner, moderator, participant) on the standalone
// unified layout, through the foyer adapter and the real /chat server: every §6 row (who sees which control), the §3
// action messages and the §4 list updates (added, scope changed, kicked, banned, unbanned, left, deleted).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatVisitor, listRow, part, widget, type ChatVisitor } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

/** A live change shows in the other browsers within this time: a functional expectation, not a benchmark. */
const LIVE_MS = 3_000;

const server = useServer();
const browser = useBrowser();

const visitor = (): Promise<ChatVisitor> => chatVisitor(browser, server, '/demo/chat.html', { keep: true });

const groupName = `Bühne ${Date.now()}`;
let owner: ChatVisitor;
let moderator: ChatVisitor;
let participant: ChatVisitor;

const tab = (page: Page, name: string) => widget(page).locator(`[part~="navigation-item"][data-tab="${name}"]`);
const conversation = (page: Page) => part(page, 'conversation');
const actionMessage = (page: Page, text: string) => part(page, 'action-message').filter({ hasText: text });
/** The newest toast of this code (an earlier one may still show: toasts last 3 s). */
const toast = (page: Page, code: string) => widget(page).locator(`[part~="toast"][data-code="${code}"]`).last();
const modal = (page: Page) => widget(page).locator('dialog[open]');
const memberRow = (page: Page, who: ChatVisitor) => modal(page).locator(`[part="member-row"][data-uid="${who.uid}"]`);

/** Opens the group from the chats list (it is listed there once the visitor belongs to it). */
async function openGroupFromChats(page: Page): Promise<void> {
  await tab(page, 'chats').click();
  await listRow(page, groupName).click();
  await conversation(page).waitFor();
}

async function openDetails(page: Page): Promise<void> {
  await widget(page).getByRole('button', { name: 'Details anzeigen' }).click();
  await part(page, 'detail-pane').waitFor();
}

async function closeModal(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Schließen' }).click();
  await modal(page).waitFor({ state: 'detached' });
}

/** The members modal of the open group, from its detail pane. */
async function openMembers(page: Page): Promise<void> {
  await part(page, 'detail-members').click();
  await modal(page).locator('[part="member-row"]').first().waitFor();
}

/** The owner adds `who` through the add-members modal (search, tick, Add). */
async function addMember(who: ChatVisitor): Promise<void> {
  await part(owner.page, 'detail-add').click();
  await modal(owner.page).getByRole('searchbox', { name: 'Nutzer suchen' }).fill(who.name);
  await modal(owner.page).getByRole('checkbox', { name: who.name, exact: true }).check();
  await modal(owner.page).getByRole('button', { name: 'Hinzufügen' }).click();
  await toast(owner.page, 'ADD_GROUP_MEMBER_SUCCESS').waitFor();
  await modal(owner.page).waitFor({ state: 'detached' });
}

describe('group administration with an owner, a moderator and a participant', () => {
  it('adds members from the add-members modal: each as participant, with an added message and the group listed', async () => {
    [owner, moderator, participant] = await Promise.all([visitor(), visitor(), visitor()]);
    await tab(owner.page, 'groups').click();
    await part(owner.page, 'create-group').click();
    const form = widget(owner.page).locator('[part="create-group-form"]');
    await form.getByLabel('Gruppenname').fill(groupName);
    await form.getByLabel('Gruppentyp').selectOption('public');
    await form.getByRole('button', { name: 'Erstellen' }).click();
    await conversation(owner.page).waitFor();

    // On a 1280 px page the conversation has room for the pane beside it: nothing of the composer lies under it.
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await openDetails(owner.page);
    const pane = await part(owner.page, 'detail-pane').boundingBox();
    const composerBox = await part(owner.page, 'composer').boundingBox();
    expect(composerBox!.x + composerBox!.width).toBeLessThanOrEqual(pane!.x + 1);
    // §5 "members already in the group ... are hidden from the list": the owner is not offered.
    await part(owner.page, 'detail-add').click();
    await modal(owner.page).getByRole('searchbox', { name: 'Nutzer suchen' }).fill(moderator.name);
    await modal(owner.page).getByRole('checkbox', { name: moderator.name, exact: true }).check();
    await modal(owner.page).getByRole('searchbox', { name: 'Nutzer suchen' }).fill(participant.name);
    await modal(owner.page).getByRole('checkbox', { name: participant.name, exact: true }).check();
    await modal(owner.page).getByRole('searchbox', { name: 'Nutzer suchen' }).fill(owner.name);
    await expect
      .poll(() => modal(owner.page).locator('[part="list-state"]').getAttribute('data-state'))
      .toBe('NO_USERS_FOUND');
    expect(await axeViolations(owner.page)).toEqual([]);
    await modal(owner.page).getByRole('button', { name: 'Hinzufügen' }).click();
    await toast(owner.page, 'ADD_GROUP_MEMBER_SUCCESS').waitFor();

    await actionMessage(owner.page, `${owner.name} hat ${moderator.name} hinzugefügt`).waitFor();
    await actionMessage(owner.page, `${owner.name} hat ${participant.name} hinzugefügt`).waitFor();
    // §4 "if the logged-in user was added, the group is added": live in the others' chats lists.
    for (const added of [moderator, participant]) {
      await tab(added.page, 'chats').click();
      await listRow(added.page, groupName).waitFor({ timeout: LIVE_MS });
    }
    await expect.poll(() => part(owner.page, 'chat-status').textContent()).toBe('3 Mitglieder');
  });

  it('lets the owner change a scope among all three; the change is an action message and the new scope shows', async () => {
    await openMembers(owner.page);
    // Own row "You", no controls.
    expect(await memberRow(owner.page, owner).textContent()).toContain('Du');
    expect(await memberRow(owner.page, owner).locator('select, button').count()).toBe(0);
    const scope = memberRow(owner.page, moderator).getByRole('combobox', { name: `Rolle von ${moderator.name}` });
    expect(await scope.locator('option').allTextContents()).toEqual(['Teilnehmer', 'Moderator', 'Administrator']);
    await openGroupFromChats(participant.page);
    await scope.selectOption('moderator');
    await toast(owner.page, 'SCOPECHANGE_GROUPMEMBER_SUCCESS').waitFor();
    await closeModal(owner.page);
    await actionMessage(participant.page, `${owner.name} hat ${moderator.name} die Rolle Moderator gegeben`).waitFor({
      timeout: LIVE_MS,
    });
  });

  it('shows a participant the members only: no scope, ban or kick controls, no banned list, no add or delete', async () => {
    await openDetails(participant.page);
    for (const hidden of ['detail-add', 'detail-banned', 'detail-delete']) {
      expect(await part(participant.page, hidden).count(), hidden).toBe(0);
    }
    await part(participant.page, 'detail-leave').waitFor();
    await openMembers(participant.page);
    expect(await modal(participant.page).locator('th').allTextContents()).toEqual(['Name', 'Rolle']);
    expect(await memberRow(participant.page, owner).textContent()).toContain('Eigentümer');
    expect(await memberRow(participant.page, participant).textContent()).toContain('Du');
    expect(await memberRow(participant.page, moderator).textContent()).toContain('Moderator');
    expect(await modal(participant.page).locator('select, [part~="member-ban"], [part~="member-kick"]').count()).toBe(
      0,
    );
    expect(await axeViolations(participant.page)).toEqual([]);
    await closeModal(participant.page);
  });

  it('shows a moderator ban and kick for participants only, scopes participant or moderator, the banned link, no add or delete', async () => {
    await openGroupFromChats(moderator.page);
    await openDetails(moderator.page);
    await part(moderator.page, 'detail-banned').waitFor();
    expect(await part(moderator.page, 'detail-add').count()).toBe(0);
    expect(await part(moderator.page, 'detail-delete').count()).toBe(0);
    await openMembers(moderator.page);
    expect(await modal(moderator.page).locator('th').allTextContents()).toEqual([
      'Name',
      'Rolle',
      'Sperren',
      'Entfernen',
    ]);
    const row = memberRow(moderator.page, participant);
    expect(await row.getByRole('combobox').locator('option').allTextContents()).toEqual(['Teilnehmer', 'Moderator']);
    await row.getByRole('button', { name: `${participant.name} sperren` }).waitFor();
    await row.getByRole('button', { name: `${participant.name} entfernen` }).waitFor();
    // The owner: the role label only.
    expect(await memberRow(moderator.page, owner).locator('select, button').count()).toBe(0);
    expect(await memberRow(moderator.page, owner).textContent()).toContain('Eigentümer');
  });

  it('kicks the participant: everyone reads it, the count drops, the participant loses the conversation', async () => {
    await memberRow(moderator.page, participant)
      .getByRole('button', { name: `${participant.name} entfernen` })
      .click();
    await toast(moderator.page, 'KICK_GROUPMEMBER_SUCCESS').waitFor();
    await memberRow(moderator.page, participant).waitFor({ state: 'detached' });
    await closeModal(moderator.page);
    await actionMessage(owner.page, `${moderator.name} hat ${participant.name} entfernt`).waitFor({ timeout: LIVE_MS });
    await expect.poll(() => part(owner.page, 'chat-status').textContent()).toBe('2 Mitglieder');
    // §4 "Removal or ban of the logged-in user clears the open group"; the row leaves the list.
    await conversation(participant.page).waitFor({ state: 'detached', timeout: LIVE_MS });
    await tab(participant.page, 'chats').click();
    await listRow(participant.page, groupName).waitFor({ state: 'detached', timeout: LIVE_MS });
  });

  it('bans the participant into the banned list, and unbans them again (NO_BANNED_MEMBERS_FOUND after)', async () => {
    await addMember(participant);
    await listRow(participant.page, groupName).waitFor({ timeout: LIVE_MS });
    await openMembers(moderator.page);
    await memberRow(moderator.page, participant)
      .getByRole('button', { name: `${participant.name} sperren` })
      .click();
    await toast(moderator.page, 'BAN_GROUPMEMBER_SUCCESS').waitFor();
    await closeModal(moderator.page);
    await actionMessage(owner.page, `${moderator.name} hat ${participant.name} gesperrt`).waitFor({ timeout: LIVE_MS });
    await listRow(participant.page, groupName).waitFor({ state: 'detached', timeout: LIVE_MS });

    await part(moderator.page, 'detail-banned').click();
    const banned = modal(moderator.page).locator(`[part="banned-row"][data-uid="${participant.uid}"]`);
    expect(await banned.textContent()).toContain('Teilnehmer');
    expect(await axeViolations(moderator.page)).toEqual([]);
    await banned.getByRole('button', { name: `${participant.name} entsperren` }).click();
    await toast(moderator.page, 'UNBAN_GROUP_MEMBER_SUCCESS').waitFor();
    await expect
      .poll(() => modal(moderator.page).locator('[part="list-state"]').textContent())
      .toBe('Keine gesperrten Mitglieder gefunden');
    await closeModal(moderator.page);
    await actionMessage(owner.page, `${moderator.name} hat die Sperre von ${participant.name} aufgehoben`).waitFor({
      timeout: LIVE_MS,
    });
  });

  it('lets a member leave from the detail pane: a left message for the others, the group gone from their own list', async () => {
    await addMember(participant);
    await openGroupFromChats(participant.page);
    await openDetails(participant.page);
    await part(participant.page, 'detail-leave').click();
    await toast(participant.page, 'GROUP_LEFT_SUCCESS').waitFor();
    await conversation(participant.page).waitFor({ state: 'detached' });
    await tab(participant.page, 'chats').click();
    await listRow(participant.page, groupName).waitFor({ state: 'detached', timeout: LIVE_MS });
    await actionMessage(owner.page, `${participant.name} hat die Gruppe verlassen`).waitFor({ timeout: LIVE_MS });
  });

  it('deletes the group from the detail pane: gone for the moderator too', async () => {
    await part(owner.page, 'detail-delete').click();
    await toast(owner.page, 'GROUP_DELETION_SUCCESS').waitFor();
    await conversation(owner.page).waitFor({ state: 'detached' });
    await conversation(moderator.page).waitFor({ state: 'detached', timeout: LIVE_MS });
    for (const page of [owner.page, moderator.page]) {
      await tab(page, 'chats').click();
      await listRow(page, groupName).waitFor({ state: 'detached', timeout: LIVE_MS });
    }
  });

  it('opens and closes the detail pane with the keyboard, the focus going back to the header button', async () => {
    await tab(owner.page, 'users').click();
    await listRow(owner.page, moderator.name).click();
    await conversation(owner.page).waitFor();
    const opener = widget(owner.page).getByRole('button', { name: 'Details anzeigen' });
    await opener.focus();
    await owner.page.keyboard.press('Enter');
    await part(owner.page, 'detail-pane').waitFor();
    expect(await part(owner.page, 'detail-pane').textContent()).toContain(moderator.name);
    expect(await axeViolations(owner.page)).toEqual([]);
    await owner.page.keyboard.press('Escape');
    await part(owner.page, 'detail-pane').waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button.matches(':focus'))).toBe(true);
  });
});
