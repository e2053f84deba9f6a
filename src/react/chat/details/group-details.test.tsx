// @vitest-environment jsdom
// The group detail pane and its members modal under the widget-settings flags of chat-widget.md §6, over the
// in-memory provider (the port's reference double, with the same role rules as the server).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createInMemoryChat } from '../../../chat/contract/in-memory-chat';
import type { ChatService, ChatUser } from '../../../chat/chat-service';
import { resolveWidgetSettings, type WidgetSettings } from '../../../chat/widget-settings';
import { TranslationProvider } from '../../core/i18n/translator';
import { ChatContext, type ChatNotice } from '../chat-context';
import { getChatI18n } from '../i18n/chat-i18n';
import '../test-support/render-chat';
import { click, flush } from '../test-support/render-conversation';
import { GroupDetails } from './group-details';

const GUID = 'group_1';
let mounted: { root: Root; container: HTMLElement } | null = null;

afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
  }
  mounted = null;
});

/** A group of an owner, a moderator and a participant; everyone logged in. */
async function staffedGroup() {
  const chat = createInMemoryChat({ maxTextLength: 100, maxImageBytes: 1000 });
  const login = async (name: string) => {
    const { service, token } = chat.register(name);
    return { service, user: await service.login(token) };
  };
  const owner = await login('Olga');
  const moderator = await login('Moritz');
  const participant = await login('Paula');
  await owner.service.groups!.createGroup({ guid: GUID, name: 'Stage', type: 'public' });
  await owner.service.groupAdministration!.addMembersToGroup(GUID, [moderator.user.uid, participant.user.uid]);
  await owner.service.groupAdministration!.updateGroupMemberScope(GUID, moderator.user.uid, 'moderator');
  return { owner, moderator, participant };
}

async function renderDetails(
  viewer: { service: ChatService; user: ChatUser },
  settings: Partial<WidgetSettings> = {},
  service: ChatService = viewer.service,
) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  const notices: ChatNotice[] = [];
  const group = await viewer.service.groups!.getGroup(GUID);
  await act(async () => {
    root.render(
      <TranslationProvider translator={getChatI18n('en')}>
        <ChatContext.Provider
          value={{
            service,
            me: viewer.user,
            settings: resolveWidgetSettings(settings, false),
            embedded: false,
            notify: (notice) => notices.push(notice),
          }}
        >
          <GroupDetails group={group} onClose={() => undefined} onGone={() => undefined} />
        </ChatContext.Provider>
      </TranslationProvider>,
    );
  });
  await flush();
  const entries = () =>
    [...container.querySelectorAll('[part~="detail-entry"]')].map((entry) =>
      entry.getAttribute('part')!.replace('detail-entry detail-', ''),
    );
  return { container, notices, entries };
}

describe('the group detail pane and the widget settings (§6)', () => {
  it('offers an administrator every entry with the defaults, and a participant members and leave only', async () => {
    const { owner, participant } = await staffedGroup();
    expect((await renderDetails(owner)).entries()).toEqual(['members', 'add', 'banned', 'delete', 'leave']);
    act(() => mounted!.root.unmount());
    mounted = null;
    expect((await renderDetails(participant)).entries()).toEqual(['members', 'leave']);
  });

  it('hides each entry its flag turns off', async () => {
    const { owner } = await staffedGroup();
    const cases: [Partial<WidgetSettings>, string[]][] = [
      [{ allow_add_members: false }, ['members', 'banned', 'delete', 'leave']],
      [{ allow_delete_groups: false }, ['members', 'add', 'banned', 'leave']],
      [{ join_or_leave_groups: false }, ['members', 'add', 'banned', 'delete']],
      [{ allow_kick_ban_members: false }, ['members', 'add', 'delete', 'leave']],
      [
        { view_group_members: false, allow_kick_ban_members: false, allow_promote_demote_members: false },
        ['add', 'delete', 'leave'],
      ],
    ];
    for (const [settings, expected] of cases) {
      expect((await renderDetails(owner, settings)).entries(), JSON.stringify(settings)).toEqual(expected);
      act(() => mounted!.root.unmount());
      mounted = null;
    }
  });

  it('offers only viewing members and leaving with a provider without group administration', async () => {
    const { owner } = await staffedGroup();
    const withoutAdministration = { ...owner.service, groupAdministration: undefined };
    expect((await renderDetails(owner, {}, withoutAdministration)).entries()).toEqual(['members', 'leave']);
  });

  it('drops the scope control without promote/demote and the ban and kick columns without kick/ban', async () => {
    const { owner, participant } = await staffedGroup();
    const rows = async (settings: Partial<WidgetSettings>) => {
      const { container } = await renderDetails(owner, settings);
      await click(container.querySelector('[part~="detail-members"]'));
      const row = container.querySelector(`[part="member-row"][data-uid="${participant.user.uid}"]`)!;
      const result = {
        headers: [...container.querySelectorAll('th')].map((header) => header.textContent),
        select: row.querySelector('select') !== null,
        buttons: [...row.querySelectorAll('button')].map((button) => button.textContent),
      };
      act(() => mounted!.root.unmount());
      mounted = null;
      return result;
    };
    expect(await rows({})).toEqual({
      headers: ['Name', 'Scope', 'Ban', 'Kick'],
      select: true,
      buttons: ['Ban', 'Kick'],
    });
    expect(await rows({ allow_promote_demote_members: false })).toMatchObject({
      select: false,
      buttons: ['Ban', 'Kick'],
    });
    expect(await rows({ allow_kick_ban_members: false })).toEqual({
      headers: ['Name', 'Scope'],
      select: true,
      buttons: [],
    });
  });
});
