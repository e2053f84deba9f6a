// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatError, type ChatUser } from '../../../chat/chat-service';
import { createInMemoryChat } from '../../../chat/contract/in-memory-chat';
import { FakeChatService, fakeConversation, fakeGroup, fakeMessage, fakeUser } from '../test-support/fake-chat-service';
import { click, renderChat, settle, submit, typeInto, type RenderedChat } from '../test-support/render-chat';
import { pressKey, typeInto as typeText } from '../test-support/render-conversation';

const me = fakeUser('me', 'Mia');
const names = ['Anna', 'Anton', 'Bernd', 'Berta', 'Carla', 'Dora', 'Emil', 'Frieda', 'Gustav', 'Hanna'];
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 35 users in alphabetical order: the first page is 30. */
const manyUsers = (): ChatUser[] =>
  Array.from({ length: 35 }, (_, index) => fakeUser(`u${index}`, `${letters[Math.floor(index / 3)]}${index}`));

let chat: RenderedChat | undefined;
afterEach(() => {
  chat?.unmount();
  chat = undefined;
  vi.useRealTimers();
});

const tabs = () => chat!.$$('[role="tab"]').map((tab) => tab.dataset.tab);
const activeTab = () => chat!.$('[role="tab"][aria-selected="true"]')?.dataset.tab;
const rows = () => chat!.text('[part="list-item-name"]').map((name) => name.split(',')[0]);
const toasts = () => chat!.$$('[part~="toast"]').map((toast) => toast.dataset.code);

describe('the chat panel (chat-widget.md §2)', () => {
  it('is titled Chats; its header closes it; the default tab is users', async () => {
    chat = await renderChat(new FakeChatService({ me, users: names.map((name) => fakeUser(name, name)) }));
    const header = chat.$('[part="panel-header"]');
    expect(header?.textContent).toBe('Chats');
    expect(chat.$('[role="dialog"]')?.getAttribute('aria-labelledby')).toBe(header?.id);
    expect(tabs()).toEqual(['chats', 'users', 'groups']);
    expect(activeTab()).toBe('users');
    await click(header);
    expect(chat.closed).toBe(1);
  });

  it('shows only the configured tabs, and switches exclusively', async () => {
    chat = await renderChat(new FakeChatService({ me }), { tabs: ['chats', 'groups'] });
    expect(tabs()).toEqual(['chats', 'groups']);
    expect(activeTab()).toBe('chats');
    await click(chat.$('[data-tab="groups"]'));
    expect(activeTab()).toBe('groups');
    expect(chat.$$('[role="tab"][aria-selected="true"]')).toHaveLength(1);
    expect(chat.$('[part="groups-list"]')).not.toBeNull();
    expect(chat.$('[part="conversation-list"]')).toBeNull();
  });

  it('opens the group of the context on the groups tab, only when that tab is allowed', async () => {
    const service = new FakeChatService({ me, groups: [fakeGroup('team', 'Team')] });
    chat = await renderChat(service, { group: 'team' });
    expect(chat.$('section[aria-label="Team"]')).not.toBeNull();
    chat.unmount();
    chat = await renderChat(service, { group: 'team', tabs: ['chats', 'users'] });
    expect(chat.$('section[aria-label="Team"]')).toBeNull();
    expect(activeTab()).toBe('users');
  });

  it('keeps the open conversation when the launcher renders the panel again with new options', async () => {
    const service = new FakeChatService({ me, groups: [fakeGroup('team', 'Team', { hasJoined: true })] });
    chat = await renderChat(service, { group: 'team' });
    expect(chat.$('section[aria-label="Team"]')).not.toBeNull();
    expect(service.callsOf('fetchPrevious')).toHaveLength(1);
    service.holdSends = true;
    const input = chat.$('[part="composer-input"]') as HTMLTextAreaElement;
    await typeText(input, 'Gleich da');
    await pressKey(input, 'Enter');
    expect(chat.text('[part="message-bubble"]').join()).toContain('Gleich da');
    // A new unread count or attribute: the launcher hands over new options (a new settings object, a new context).
    await act(async () => {
      await chat!.panel.update({
        service,
        me,
        language: 'de',
        layout: 'bubble',
        tabs: [],
        group: 'team',
        settings: { hide_join_leave_notifications: false },
        onClose: () => undefined,
      });
    });
    await settle();
    expect(service.callsOf('fetchPrevious')).toHaveLength(1);
    expect(chat.text('[part="message-bubble"]').join()).toContain('Gleich da');
  });

  it('hides the groups tab and never opens a group for a provider without the groups capability', async () => {
    const service = new FakeChatService({ me, groups: [fakeGroup('team', 'Team')], capabilities: { groups: false } });
    expect(service.groups).toBeUndefined();
    chat = await renderChat(service, { group: 'team' });
    expect(tabs()).toEqual(['chats', 'users']);
    expect(activeTab()).toBe('users');
    expect(chat.$('[part="groups-list"]')).toBeNull();
    expect(chat.$('section[aria-label="Team"]')).toBeNull();
    await click(chat.$('[data-tab="chats"]'));
    const modes = chat.$$('[part="conversation-filter"] input').map((input) => (input as HTMLInputElement).value);
    expect(modes).toEqual(['all', 'user']);
    // Of the configured tabs only chats is left: no tab switcher, no group list, no create-group button.
    chat.unmount();
    chat = await renderChat(service, { tabs: ['groups', 'chats'] });
    expect(tabs()).toEqual([]);
    expect(chat.$('[part="groups-list"]')).toBeNull();
    expect(chat.$('[part="create-group"]')).toBeNull();
  });

  it('shows NO_USERS_FOUND, NO_GROUPS_FOUND, NO_CHATS_FOUND, and ERROR when a fetch fails', async () => {
    const service = new FakeChatService({ me });
    chat = await renderChat(service);
    expect(chat.$('[part="list-state"]')?.dataset.state).toBe('NO_USERS_FOUND');
    await click(chat.$('[data-tab="groups"]'));
    expect(chat.$('[part="list-state"]')?.dataset.state).toBe('NO_GROUPS_FOUND');
    await click(chat.$('[data-tab="chats"]'));
    expect(chat.$('[part="list-state"]')?.dataset.state).toBe('NO_CHATS_FOUND');
    expect(chat.$('[part="list-state"]')?.textContent).toBe('Keine Chats gefunden');
    service.fail('users');
    await click(chat.$('[data-tab="users"]'));
    expect(chat.$('[part="list-state"]')?.dataset.state).toBe('ERROR');
  });
});

describe('the users list (chat-widget.md §2, §5)', () => {
  it('files users under letter headers and loads the next 30 at the bottom', async () => {
    const service = new FakeChatService({ me, users: manyUsers() });
    chat = await renderChat(service);
    expect(rows()).toHaveLength(30);
    expect(chat.text('[part="letter-header"]')).toEqual([...'ABCDEFGHIJ']);
    const list = chat.$('[part="users-list"] ul')!;
    await act(async () => {
      list.dispatchEvent(new Event('scroll'));
    });
    await settle();
    expect(rows()).toHaveLength(35);
    expect(chat.text('[part="letter-header"]')).toEqual([...'ABCDEFGHIJKL']);
    expect(service.callLog.filter((call) => call.startsWith('usersRequest'))).toEqual([
      'usersRequest:{"limit":30,"friendsOnly":false}',
    ]);
  });

  it('searches 500 ms after the last keystroke and starts the list over', async () => {
    const service = new FakeChatService({ me, users: names.map((name) => fakeUser(name, name)) });
    chat = await renderChat(service);
    vi.useFakeTimers();
    await typeInto(chat.$('[part="search"]'), 'a');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await typeInto(chat.$('[part="search"]'), 'an');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(service.callLog.filter((call) => call.startsWith('usersRequest'))).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(service.callLog.filter((call) => call.startsWith('usersRequest'))).toEqual([
      'usersRequest:{"limit":30,"friendsOnly":false}',
      'usersRequest:{"limit":30,"friendsOnly":false,"searchKeyword":"an"}',
    ]);
    expect(rows()).toEqual(['Anna', 'Anton', 'Hanna']);
  });

  it('asks for friends only when user_listing is friends', async () => {
    const service = new FakeChatService({ me });
    chat = await renderChat(service, { settings: { user_listing: 'friends' } });
    expect(service.callLog).toContain('usersRequest:{"limit":30,"friendsOnly":true}');
  });
});

describe('the groups list (chat-widget.md §4 group list item, §6 join_or_leave_groups)', () => {
  const groups = () => [
    fakeGroup('open', 'Offen'),
    fakeGroup('secret', 'Geheim', { type: 'password' }),
    fakeGroup('mine', 'Meine', { hasJoined: true, scope: 'participant' }),
  ];

  it('warns GROUP_JOINING_DISABLED in the embedded panel and offers no create button', async () => {
    const service = new FakeChatService({ me, groups: groups() });
    chat = await renderChat(service, { tabs: ['groups'] });
    expect(chat.$('[part="create-group"]')).toBeNull();
    await click(chat.$$('[part="list-item"]')[0]!);
    expect(toasts()).toEqual(['GROUP_JOINING_DISABLED']);
    expect(service.callLog.some((call) => call.startsWith('joinGroup'))).toBe(false);
    await click(chat.$$('[part="list-item"]')[2]!);
    expect(chat.$('section[aria-label="Meine"]')).not.toBeNull();
  });

  it('joins a public group on click and opens it as participant', async () => {
    const service = new FakeChatService({ me, groups: groups() });
    chat = await renderChat(service, { layout: 'unified', tabs: ['groups'] });
    await click(chat.$$('[part="list-item"]')[0]!);
    expect(service.callLog).toContain('joinGroup:open');
    expect(chat.$('section[aria-label="Offen"]')).not.toBeNull();
    expect(toasts()).toEqual(['GROUP_JOIN_SUCCESS']);
  });

  it('asks the password of a password group first', async () => {
    const service = new FakeChatService({ me, groups: groups() });
    chat = await renderChat(service, { layout: 'unified', tabs: ['groups'] });
    await click(chat.$$('[part="list-item"]')[1]!);
    expect(service.callLog.some((call) => call.startsWith('joinGroup'))).toBe(false);
    // The form loads when first asked for.
    await vi.waitFor(() => expect(chat!.$('[part="group-password-form"]')).not.toBeNull());
    const form = chat.$('[part="group-password-form"]');
    expect(form?.closest('dialog')?.hasAttribute('open')).toBe(true);
    await submit(form);
    expect(toasts()).toEqual(['INVALID_PASSWORD']);
    await typeInto(form!.querySelector('input'), 'sesam');
    await submit(form);
    expect(service.callLog).toContain('joinGroup:secret:sesam');
    expect(chat.$('section[aria-label="Geheim"]')).not.toBeNull();
  });

  it("shows a failed join in words: the code's text, or the general error for an unknown code or none", async () => {
    const service = new FakeChatService({ me, groups: groups() });
    chat = await renderChat(service, { layout: 'unified', tabs: ['groups'] });
    service.fail('joinGroup', new ChatError('ERR_GROUP_JOIN_NOT_ALLOWED', 'no'));
    await click(chat.$$('[part="list-item"]')[0]!);
    service.fail('joinGroup', new Error('network'));
    await click(chat.$$('[part="list-item"]')[0]!);
    service.fail('joinGroup', new ChatError('ERR_WRONG_GROUP_PASSWORD', 'wrong'));
    await click(chat.$$('[part="list-item"]')[0]!);
    expect(toasts()).toEqual(['ERR_GROUP_JOIN_NOT_ALLOWED', 'ERROR', 'ERR_WRONG_GROUP_PASSWORD']);
    expect(chat.$$('[part~="toast-error"]').map((toast) => toast.textContent)).toEqual([
      'Etwas ist schiefgelaufen×',
      'Etwas ist schiefgelaufen×',
      'Das Gruppenpasswort ist falsch.×',
    ]);
  });

  it('validates a new group in the §5 order, then puts it on top, opens it and closes the modal', async () => {
    const service = new FakeChatService({ me, groups: groups() });
    chat = await renderChat(service, { layout: 'unified', tabs: ['groups'] });
    await click(chat.$('[part="create-group"]'));
    await vi.waitFor(() => expect(chat!.$('[part="create-group-form"]')).not.toBeNull());
    const form = chat.$('[part="create-group-form"]')!;
    const dialog = form.closest('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    await typeInto(form.querySelector('[name="name"]'), '   ');
    await submit(form);
    await typeInto(form.querySelector('[name="name"]'), 'Neues Team');
    await submit(form);
    await typeInto(form.querySelector('[name="type"]'), 'password');
    await submit(form);
    expect(toasts()).toEqual(['INVALID_GROUP_NAME', 'INVALID_GROUP_TYPE', 'INVALID_PASSWORD']);
    expect(chat.$('[part~="toast-error"]')?.textContent).toBe('Der Gruppenname darf nicht leer sein×');
    expect(service.callLog.some((call) => call.startsWith('createGroup'))).toBe(false);

    await typeInto(form.querySelector('[name="password"]'), 'sesam');
    await submit(form);
    expect(service.callLog.find((call) => call.startsWith('createGroup'))).toMatch(
      /^createGroup:\{"guid":"group_\d+","name":"Neues Team","type":"password","password":"sesam"\}$/,
    );
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(chat.$('section[aria-label="Neues Team"]')).not.toBeNull();
    expect(toasts()).toContain('GROUP_CREATION_SUCCESS');
  });

  it('answers an empty create result with GROUP_JOIN_FAIL', async () => {
    const service = new FakeChatService({ me });
    service.emptyCreateResult = true;
    chat = await renderChat(service, { layout: 'unified', tabs: ['groups'] });
    await click(chat.$('[part="create-group"]'));
    await vi.waitFor(() => expect(chat!.$('[part="create-group-form"]')).not.toBeNull());
    const form = chat.$('[part="create-group-form"]')!;
    await typeInto(form.querySelector('[name="name"]'), 'Team');
    await typeInto(form.querySelector('[name="type"]'), 'public');
    await submit(form);
    expect(toasts()).toEqual(['GROUP_JOIN_FAIL']);
    expect(form.closest('dialog')?.hasAttribute('open')).toBe(true);
  });
});

describe('toasts and snackbar (chat-widget.md §9)', () => {
  it('hides a toast after 3 s and the snackbar after 4000 ms', async () => {
    const service = new FakeChatService({ me, groups: [fakeGroup('open', 'Offen')] });
    chat = await renderChat(service, { tabs: ['groups'] });
    vi.useFakeTimers();
    await act(async () => {
      chat!.$$('[part="list-item"]')[0]!.click();
      service.emit('onConnectionStateChanged', 'disconnected');
    });
    expect(toasts()).toEqual(['GROUP_JOINING_DISABLED']);
    expect(chat.$('[part="snackbar"]')?.dataset.code).toBe('CONNECTION_LOST');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(toasts()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(toasts()).toHaveLength(0);
    expect(chat.$('[part="snackbar"]')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(chat.$('[part="snackbar"]')).toBeNull();
  });
});

describe('the conversation list, live (chat-widget.md §4)', () => {
  const anna = fakeUser('anna', 'Anna');
  const bernd = fakeUser('bernd', 'Bernd');
  const team = fakeGroup('team', 'Team', { hasJoined: true, scope: 'participant' });

  async function chatsTab(service: FakeChatService) {
    chat = await renderChat(service, { tabs: ['chats'] });
  }

  it('pages 30 at a time and moves, counts and clears rows on live events', async () => {
    const service = new FakeChatService({
      me,
      users: [anna, bernd],
      conversations: [
        fakeConversation(me, anna, { lastMessage: fakeMessage(anna, me, { text: 'Hallo Mia' }) }),
        fakeConversation(me, bernd, { lastMessage: fakeMessage(bernd, me) }),
        fakeConversation(me, team, { lastMessage: fakeMessage(bernd, team) }),
      ],
    });
    await chatsTab(service);
    expect(service.callLog).toContain('conversationsRequest:{"limit":30}');
    expect(rows()).toEqual(['Anna', 'Bernd', 'Team']);
    expect(chat!.text('[part="list-item-preview"]')[0]).toBe('Hallo Mia');

    await act(async () => service.emit('onTextMessageReceived', fakeMessage(bernd, me, { text: 'Neu' })));
    expect(rows()).toEqual(['Bernd', 'Anna', 'Team']);
    expect(chat!.text('[part="list-item-unread"]')).toEqual(['1']);

    await act(async () => service.emit('onUserOnline', { ...anna, status: 'online' }));
    expect(chat!.$$('[part~="presence-online"]')).toHaveLength(1);

    const last = fakeMessage(bernd, me);
    await act(async () => service.emit('onMediaMessageReceived', { ...last, type: 'image' }));
    expect(chat!.text('[part="list-item-unread"]')).toEqual(['2']);
    await act(async () =>
      service.emit('onMessagesRead', {
        receiptType: 'read',
        messageId: last.id,
        sender: { uid: 'me', name: 'Mia' },
        receiverId: 'bernd',
        receiverType: 'user',
      }),
    );
    expect(chat!.text('[part="list-item-unread"]')).toEqual([]);

    const action = fakeMessage(bernd, team, { category: 'action', type: 'groupMember' });
    await act(async () => service.emit('onGroupMemberKicked', action, me, bernd, team));
    expect(rows()).toEqual(['Bernd', 'Anna']);
    const fresh = fakeGroup('fresh', 'Frisch', { membersCount: 5 });
    await act(async () => service.emit('onMemberAddedToGroup', action, me, bernd, fresh));
    expect(rows()).toEqual(['Frisch', 'Bernd', 'Anna']);
  });

  it('lists a conversation it did not have yet, fetching who it is with', async () => {
    const carla = fakeUser('carla', 'Carla');
    const service = new FakeChatService({ me, users: [carla] });
    await chatsTab(service);
    await act(async () => service.emit('onTextMessageReceived', fakeMessage(carla, me)));
    await settle();
    expect(rows()).toEqual(['Carla']);
  });

  it('filters by users or groups and ignores messages of the other kind', async () => {
    const service = new FakeChatService({
      me,
      conversations: [fakeConversation(me, anna), fakeConversation(me, team)],
    });
    await chatsTab(service);
    await click(chat!.$('[part="conversation-filter"] input[value="group"]'));
    await settle();
    expect(service.callLog).toContain('conversationsRequest:{"limit":30,"conversationType":"group"}');
    expect(rows()).toEqual(['Team']);
    await act(async () => service.emit('onTextMessageReceived', fakeMessage(anna, me)));
    await settle();
    expect(rows()).toEqual(['Team']);
  });

  it('keeps the open conversation at 0 unread and clears it when the user leaves the open group', async () => {
    const service = new FakeChatService({
      me,
      conversations: [fakeConversation(me, team, { unreadMessageCount: 3 })],
    });
    chat = await renderChat(service, { layout: 'conversations' });
    await click(chat.$$('[part="list-item"]')[0]!);
    expect(chat.$('section[aria-label="Team"]')).not.toBeNull();
    expect(chat.text('[part="list-item-unread"]')).toEqual([]);
    await act(async () => service.emit('onTextMessageReceived', fakeMessage(bernd, team)));
    expect(chat.text('[part="list-item-unread"]')).toEqual([]);
    const action = fakeMessage(me, team, { category: 'action', type: 'groupMember' });
    await act(async () => service.emit('onGroupMemberLeft', action, me, team));
    expect(chat.$('section[aria-label="Team"]')).toBeNull();
    expect(rows()).toEqual([]);
  });

  it('removes its listeners when unmounted', async () => {
    const service = new FakeChatService({ me });
    await chatsTab(service);
    expect(service.listenerCount).toBeGreaterThan(0);
    chat!.unmount();
    chat = undefined;
    expect(service.listenerCount).toBe(0);
  });
});

describe('the standalone layouts (chat-widget.md §2)', () => {
  it('open the sidebar by themselves without a preselected group, and close it once a chat is chosen', async () => {
    const team = fakeGroup('team', 'Team', { hasJoined: true });
    const service = new FakeChatService({ me, groups: [team], conversations: [fakeConversation(me, team)] });
    chat = await renderChat(service, { layout: 'conversations' });
    expect(chat.$('[part="sidebar"]')?.dataset.open).toBe('true');
    await click(chat.$$('[part="list-item"]')[0]!);
    expect(chat.$('[part="sidebar"]')?.dataset.open).toBe('false');
    await click(chat.$('[part="sidebar-close"]'));
    chat.unmount();
    chat = await renderChat(service, { layout: 'conversations', group: 'team' });
    expect(chat.$('[part="sidebar"]')?.dataset.open).toBe('false');
    expect(chat.$('section[aria-label="Team"]')).not.toBeNull();
  });

  it('has a bottom navigation chats, users, groups, More; More shows the user and only entries that do something', async () => {
    chat = await renderChat(new FakeChatService({ me }), { layout: 'unified' });
    expect(chat.$$('[part~="navigation-item"]').map((item) => item.dataset.tab)).toEqual([
      'chats',
      'users',
      'groups',
      'more',
    ]);
    await click(chat.$('[data-tab="more"]'));
    expect(chat.$('[part="more-name"]')?.textContent).toBe('Mia');
    expect(chat.$('[part="more-status"]')?.textContent).toBe('Online');
    // This provider cannot block: Privacy and security would have nothing to show. The other entries have no
    // behaviour in §2 and stay hidden.
    expect(chat.$$('[part="more-item"]')).toEqual([]);
  });

  it('lists the blocked users under More > Privacy and security; Unblock removes one and gives its conversation back', async () => {
    const provider = createInMemoryChat({ maxTextLength: 100, maxImageBytes: 100 });
    const mia = provider.register('Mia');
    const bruno = provider.register('Bruno');
    await mia.service.login(mia.token);
    await bruno.service.login(bruno.token);
    await mia.service.moderation!.blockUsers([bruno.user.uid]);
    chat = await renderChat({ ...mia.service, me: mia.user }, { layout: 'unified' });

    await click(chat.$('[data-tab="users"]'));
    await click(chat.$$('[part="list-item"]')[0]!);
    expect(chat.$('[part="composer-input"]')).toMatchObject({ disabled: true });

    await click(chat.$('[data-tab="more"]'));
    expect(chat.text('[part="more-item"]')).toEqual(['Privatsphäre und Sicherheit']);
    await click(chat.$('[data-entry="privacy"]'));
    // The list loads when first opened.
    await vi.waitFor(() => expect(chat!.text('[part="blocked-user-name"]')).toEqual(['Bruno']));
    await click(chat.$('[part~="unblock"]'));
    await settle();
    expect(toasts()).toEqual(['UNBLOCK_USER_SUCCESS']);
    expect(chat.$$('[part="blocked-user"]')).toEqual([]);
    expect(chat.$('[part="list-state"]')?.textContent).toBe('Du hast niemanden blockiert.');
    expect(await mia.service.getUser(bruno.user.uid)).toMatchObject({ blockedByMe: false });
    expect(chat.$('[part="composer-input"]')).toMatchObject({ disabled: false });

    // §6 block_user false gates blocking: no Privacy and security entry.
    chat.unmount();
    chat = await renderChat({ ...mia.service, me: mia.user }, { layout: 'unified', settings: { block_user: false } });
    await click(chat.$('[data-tab="more"]'));
    expect(chat.$$('[part="more-item"]')).toEqual([]);
  });

  it('reports a received message with a reason (not an own one) to the provider', async () => {
    const provider = createInMemoryChat({ maxTextLength: 100, maxImageBytes: 100 });
    const mia = provider.register('Mia');
    const bruno = provider.register('Bruno');
    await mia.service.login(mia.token);
    await bruno.service.login(bruno.token);
    const received = await bruno.service.sendMessage({ receiverId: mia.user.uid, receiverType: 'user', text: 'Spam!' });
    await mia.service.sendMessage({ receiverId: bruno.user.uid, receiverType: 'user', text: 'Lass das' });
    chat = await renderChat({ ...mia.service, me: mia.user }, { layout: 'unified' });
    await click(chat.$('[data-tab="users"]'));
    await click(chat.$$('[part="list-item"]')[0]!);
    await settle();

    const reportButtons = chat.$$('[part~="message-action-report"]');
    expect(reportButtons).toHaveLength(1);
    expect(reportButtons[0]!.closest('[part~="message"]')?.textContent).toContain('Spam!');
    await click(reportButtons[0]!);
    // The dialog loads when first opened.
    await vi.waitFor(() => expect(chat!.$('[part="report-form"] textarea')).toBeTruthy());
    const reason = chat.$('[part="report-form"] textarea') as HTMLTextAreaElement;
    await typeText(reason, '  Werbung  ');
    await submit(chat.$('[part="report-form"]'));
    expect(toasts()).toEqual(['REPORT_MESSAGE_SUCCESS']);
    expect(provider.reports()).toEqual([{ messageId: received.id, reporterUid: mia.user.uid, reason: 'Werbung' }]);
  });
});
