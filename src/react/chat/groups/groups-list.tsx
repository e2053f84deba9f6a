import { Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import type { ChatGroup, ChatMessage, ChatUser } from '../../../chat/chat-service';
import { Button } from '../../core/ui/button';
import { useChat, useChatGroups } from '../chat-context';
import type { ConversationTarget } from '../conversation/conversation-view';
import { ListRow, ListState, SearchField, listStyles } from '../lists/list-row';
import { useDebouncedValue } from '../lists/use-debounced-value';
import { nearBottom, usePagedList } from '../lists/use-paged-list';
import { errorCodeOf } from '../notices/chat-notices';

// The create-group and group-password forms load when first asked for (the open panel stays in its weight budget),
// and stay mounted after, so that closing their dialogs hands focus back as the browser does.
const CreateGroupModal = lazy(() =>
  import('./create-group-modal').then((module) => ({ default: module.CreateGroupModal })),
);
const GroupPasswordModal = lazy(() =>
  import('./group-password-modal').then((module) => ({ default: module.GroupPasswordModal })),
);

/** §2 Groups: the groups with a search box; a click joins (asking a password group's password) or opens. */
export function GroupsList({ onOpen }: { onOpen(target: ConversationTarget): void }) {
  const { t } = useTranslation();
  const { service, me, settings, notify } = useChat();
  const groups = useChatGroups();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim());
  const request = useMemo(
    () => groups.groupsRequest({ limit: PAGE_SIZE.groups, ...(keyword ? { searchKeyword: keyword } : {}) }),
    [groups, keyword],
  );
  const { items, setItems, status, loadMore } = usePagedList<ChatGroup>(request);
  const [creating, setCreating] = useState(false);
  const [createAsked, setCreateAsked] = useState(false);
  const [asking, setAsking] = useState<ChatGroup | null>(null);
  const [passwordAsked, setPasswordAsked] = useState(false);
  const listenerId = `groups-list${useId()}`;

  // §4 "A group added to the user appears at the top; a deleted group is removed; member counts update live."
  useEffect(() => {
    const update = (group: ChatGroup, action: ChatMessage, change: Partial<ChatGroup> = {}) =>
      setItems((current) =>
        current.map((item) =>
          item.guid === group.guid
            ? { ...item, membersCount: action.action?.actionFor.membersCount ?? group.membersCount, ...change }
            : item,
        ),
      );
    const removed = (action: ChatMessage, user: ChatUser, group: ChatGroup) =>
      update(group, action, user.uid === me.uid ? { hasJoined: false, scope: undefined } : {});
    service.addListener(listenerId, {
      onMemberAddedToGroup: (action, user, _by, group) => {
        if (user.uid !== me.uid) return update(group, action);
        const joined: ChatGroup = { ...group, hasJoined: true, scope: 'participant' };
        setItems((current) => [joined, ...current.filter((item) => item.guid !== group.guid)]);
      },
      onGroupMemberJoined: (action, _user, group) => update(group, action),
      onGroupMemberLeft: removed,
      onGroupMemberKicked: (action, user, _by, group) => removed(action, user, group),
      onGroupMemberBanned: (action, user, _by, group) => removed(action, user, group),
      onGroupMemberUnbanned: (action, _user, _by, group) => update(group, action),
      onGroupMemberScopeChanged: (action, user, newScope, _old, group) =>
        update(group, action, user.uid === me.uid ? { scope: newScope } : {}),
      // §4 "a deleted group is removed".
      onGroupDeleted: (guid) => setItems((current) => current.filter((item) => item.guid !== guid)),
    });
    return () => service.removeListener(listenerId);
  }, [service, me.uid, listenerId, setItems]);

  const opened = (group: ChatGroup) => {
    setItems((current) => current.map((item) => (item.guid === group.guid ? group : item)));
    onOpen({ type: 'group', group });
  };

  const join = async (group: ChatGroup, password?: string) => {
    try {
      const joined = await groups.joinGroup(group.guid, group.type, password);
      if (!joined) {
        notify({ kind: 'error', code: 'GROUP_JOIN_FAIL' });
        return;
      }
      notify({ kind: 'success', code: 'GROUP_JOIN_SUCCESS' });
      opened({ ...joined, hasJoined: true, scope: 'participant' });
    } catch (error) {
      notify({ kind: 'error', code: errorCodeOf(error) });
    }
  };

  const select = (group: ChatGroup) => {
    if (group.hasJoined) return onOpen({ type: 'group', group });
    // §6 "join_or_leave_groups (false blocks joining with warning GROUP_JOINING_DISABLED)".
    if (!settings.join_or_leave_groups) return notify({ kind: 'warning', code: 'GROUP_JOINING_DISABLED' });
    if (group.type === 'password') {
      setPasswordAsked(true);
      return setAsking(group);
    }
    void join(group);
  };

  return (
    <div part="groups-list" css={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {/* Stacked: side by side the search and the button do not fit the 280 px sidebar (§9) in every language. */}
      <SearchField label={t('list.searchGroups')} value={search} onChange={setSearch} />
      {settings.create_groups ? (
        <Button
          variant="secondary"
          part="create-group"
          css={{ margin: '0 12px 8px' }}
          onClick={() => {
            setCreateAsked(true);
            setCreating(true);
          }}
        >
          {t('group.createTitle')}
        </Button>
      ) : null}
      <ListState status={status} empty={items.length === 0} emptyKey="list.NO_GROUPS_FOUND" />
      {items.length > 0 ? (
        <ul
          css={listStyles}
          aria-label={t('panel.tabs.groups')}
          onScroll={(event) => nearBottom(event.currentTarget) && loadMore()}
        >
          {items.map((group) => (
            <ListRow
              key={group.guid}
              id={group.guid}
              name={group.name}
              avatar={group.icon}
              subtitle={`${t(`group.types.${group.type}`)} · ${t('group.members', { count: group.membersCount })}`}
              onClick={() => select(group)}
            />
          ))}
        </ul>
      ) : null}
      {settings.create_groups && createAsked ? (
        <Suspense fallback={null}>
          <CreateGroupModal
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(group) => {
              setItems((current) => [group, ...current.filter((item) => item.guid !== group.guid)]);
              setCreating(false);
              onOpen({ type: 'group', group });
            }}
          />
        </Suspense>
      ) : null}
      {passwordAsked ? (
        <Suspense fallback={null}>
          <GroupPasswordModal
            group={asking}
            onCancel={() => setAsking(null)}
            onSubmit={(password) => {
              const group = asking;
              if (!group) return;
              if (password === '') return notify({ kind: 'error', code: 'INVALID_PASSWORD' });
              setAsking(null);
              void join(group, password);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
