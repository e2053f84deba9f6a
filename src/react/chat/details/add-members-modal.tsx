import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { MAX_PAGE_LIMIT } from '../../../../shared/chat/chat-limits';
import type { ChatGroupAdministration, ChatUser, PagedRequest } from '../../../chat/chat-service';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';
import { useChat, useChatGroups } from '../chat-context';
import { ListState, SearchField } from '../lists/list-row';
import { useDebouncedValue } from '../lists/use-debounced-value';
import { nearBottom } from '../lists/use-paged-list';
import { useUsersList } from '../lists/use-users-list';
import { LetterHeader } from '../lists/letter-header';
import * as styles from './details-styles';
import type { GroupRoles } from './use-group-roles';

interface AddMembersModalProps {
  roles: GroupRoles;
  administration: ChatGroupAdministration;
  onClose(): void;
}

/** How many members and banned members are read to hide them from the list (pages of MAX_PAGE_LIMIT). */
const MAX_HIDDEN = 2_000;

/** Every uid a paged request yields, up to MAX_HIDDEN. */
async function allUids(request: PagedRequest<{ uid: string }>): Promise<string[]> {
  const uids: string[] = [];
  while (uids.length < MAX_HIDDEN) {
    const page = await request.fetchNext();
    if (page.length === 0) break;
    uids.push(...page.map((member) => member.uid));
  }
  return uids;
}

/**
 * §2 Add-members modal: a user search (debounced 500 ms), the users in alphabetical groups with a checkbox each, Add.
 * §5 "members already in the group or banned are hidden from the list"; each is added as participant, and the users
 * the provider did not add are named with the reason (§7 "map uid to "success" or an error").
 */
export function AddMembersModal({ roles, administration, onClose }: AddMembersModalProps) {
  const { t, i18n } = useTranslation();
  const { notify } = useChat();
  const groups = useChatGroups();
  const guid = roles.group.guid;
  const ids = useId();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim());
  const [hidden, setHidden] = useState<Set<string> | null>(null);
  const [selected, setSelected] = useState<Map<string, ChatUser>>(new Map());
  const [failures, setFailures] = useState<{ name: string; code: string }[]>([]);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([
      allUids(groups.groupMembersRequest(guid, { limit: MAX_PAGE_LIMIT })),
      allUids(administration.bannedMembersRequest(guid, { limit: MAX_PAGE_LIMIT })),
    ]).then(
      ([members, banned]) => current && setHidden(new Set([...members, ...banned])),
      () => current && setHidden(new Set()),
    );
    return () => {
      current = false;
    };
  }, [groups, administration, guid]);

  const { items, status, loadMore } = useUsersList(keyword);
  const users = hidden ? items.filter((user) => !hidden.has(user.uid)) : [];

  const toggle = (user: ChatUser) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(user.uid)) next.delete(user.uid);
      else next.set(user.uid, user);
      return next;
    });

  const add = async () => {
    if (selected.size === 0) return;
    setPending(true);
    try {
      const results = await administration.addMembersToGroup(guid, [...selected.keys()]);
      const failed = [...selected.values()].flatMap((user) => {
        const result = results[user.uid];
        return result === 'success' ? [] : [{ name: user.name, code: result ?? 'ERROR' }];
      });
      if (failed.length < selected.size) notify({ kind: 'success', code: 'ADD_GROUP_MEMBER_SUCCESS' });
      if (failed.length === 0) onClose();
      else {
        setFailures(failed);
        setHidden((current) => new Set([...(current ?? []), ...selected.keys()]));
        setSelected(new Map());
      }
    } catch (error) {
      notify({ kind: 'error', code: (error as { code?: string }).code ?? 'ERROR' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open title={t('details.addMembers')} onClose={onClose}>
      <div part="add-members-modal" css={{ display: 'grid', gap: 8 }}>
        <SearchField label={t('details.searchUsers')} value={search} onChange={setSearch} />
        {failures.length > 0 ? (
          <ul role="alert" part="add-members-failures" css={{ margin: 0, paddingInlineStart: 20 }}>
            {failures.map((failure) => (
              <li key={failure.name}>
                {t('details.addFailed', {
                  name: failure.name,
                  reason: t(`notice.${failure.code}`, { defaultValue: t('notice.ERROR') }),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        <div css={styles.tableBox} onScroll={(event) => nearBottom(event.currentTarget) && loadMore()}>
          <ListState
            status={hidden === null ? 'loading' : status}
            empty={users.length === 0}
            emptyKey="list.NO_USERS_FOUND"
          />
          {users.length > 0 ? (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('details.addMembers')}>
              {users.map((user, index) => {
                return (
                  <Fragment key={user.uid}>
                    <LetterHeader users={users} index={index} language={i18n.language} />
                    <li part="add-member-row" data-uid={user.uid}>
                      <label
                        htmlFor={`${ids}${user.uid}`}
                        css={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 8px', cursor: 'pointer' }}
                      >
                        <input
                          id={`${ids}${user.uid}`}
                          type="checkbox"
                          checked={selected.has(user.uid)}
                          onChange={() => toggle(user)}
                        />
                        {user.name}
                      </label>
                    </li>
                  </Fragment>
                );
              })}
            </ul>
          ) : null}
        </div>
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onClose}>
            {t('details.close')}
          </Button>
          <Button part="add-members-submit" disabled={pending || selected.size === 0} onClick={() => void add()}>
            {t('details.add')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
