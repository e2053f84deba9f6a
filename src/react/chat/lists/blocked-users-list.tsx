import { useMemo } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import type { ChatModeration, ChatUser } from '../../../chat/chat-service';
import { Button } from '../../core/ui/button';
import { token } from '../../core/theme/theme';
import { ChatAvatar } from '../avatar/chat-avatar';
import { useChat } from '../chat-context';
import { ListState, listStyles } from './list-row';
import { nearBottom, usePagedList } from './use-paged-list';

/** §8 BLOCK_USER_* and UNBLOCK_USER_*: whether a block or unblock of one uid worked, from its per-uid answer. */
export async function changeBlock(
  moderation: ChatModeration,
  uid: string,
  block: boolean,
): Promise<{ ok: boolean; code: string }> {
  const prefix = block ? 'BLOCK_USER' : 'UNBLOCK_USER';
  try {
    const outcome = await (block ? moderation.blockUsers([uid]) : moderation.unblockUsers([uid]));
    const ok = outcome[uid] === 'success';
    return { ok, code: `${prefix}_${ok ? 'SUCCESS' : 'FAIL'}` };
  } catch {
    return { ok: false, code: `${prefix}_FAIL` };
  }
}

/**
 * §2 More > Privacy and security: the users the logged-in user blocked, a page at a time, each with Unblock. An
 * unblocked user leaves the list; `onUnblocked` lets the open conversation with them take its composer back.
 */
export function BlockedUsersList({
  moderation,
  onUnblocked,
}: {
  moderation: ChatModeration;
  onUnblocked(uid: string): void;
}) {
  const { t } = useTranslation();
  const { notify } = useChat();
  const request = useMemo(() => moderation.blockedUsersRequest({ limit: PAGE_SIZE.users }), [moderation]);
  const { items, setItems, status, loadMore } = usePagedList<ChatUser>(request);

  const unblock = async (user: ChatUser) => {
    const { ok, code } = await changeBlock(moderation, user.uid, false);
    notify({ kind: ok ? 'success' : 'error', code });
    if (!ok) return;
    setItems((shown) => shown.filter((other) => other.uid !== user.uid));
    onUnblocked(user.uid);
  };

  return (
    <section part="blocked-users" css={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <h3 css={{ margin: '16px 16px 4px', fontSize: '0.875em', color: token('colorTextMuted') }}>
        {t('layout.blockedUsers')}
      </h3>
      <ListState status={status} empty={items.length === 0} emptyKey="layout.noBlockedUsers" />
      {items.length > 0 ? (
        <ul
          css={listStyles}
          aria-label={t('layout.blockedUsers')}
          onScroll={(event) => nearBottom(event.currentTarget) && loadMore()}
        >
          {items.map((user) => (
            <li
              key={user.uid}
              part="blocked-user"
              css={{
                display: 'grid',
                gridTemplateColumns: '40px 1fr auto',
                alignItems: 'center',
                gap: 10,
                padding: '8px 12px',
                borderBottom: `1px solid ${token('colorBorder')}`,
              }}
            >
              <ChatAvatar id={user.uid} name={user.name} image={user.avatar} />
              <span part="blocked-user-name" css={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {user.name}
              </span>
              <Button
                variant="secondary"
                part="unblock"
                aria-label={t('layout.unblockUser', { name: user.name })}
                onClick={() => void unblock(user)}
              >
                {t('layout.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
