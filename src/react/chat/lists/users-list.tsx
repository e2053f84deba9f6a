import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import type { ChatUser } from '../../../chat/chat-service';
import { token } from '../../core/theme/theme';
import { useChat } from '../chat-context';
import type { ConversationTarget } from '../conversation/conversation-view';
import { ListRow, ListState, SearchField, listStyles } from './list-row';
import { useDebouncedValue } from './use-debounced-value';
import { nearBottom, usePagedList } from './use-paged-list';

/** §2 "User list shows alphabetical letter headers": the letter a user's row is filed under. */
export function letterOf(name: string, language: string): string {
  return name.trim().charAt(0).toLocaleUpperCase(language) || '#';
}

/** The letter header row before `users[index]`, when its letter is not the previous user's (§2, §5 add-members). */
export function LetterHeader({
  users,
  index,
  language,
}: {
  users: readonly { name: string }[];
  index: number;
  language: string;
}) {
  const letter = letterOf(users[index]?.name ?? '', language);
  const previous = users[index - 1];
  if (previous !== undefined && letterOf(previous.name, language) === letter) return null;
  return (
    <li
      part="letter-header"
      aria-hidden="true"
      css={{
        padding: '4px 12px',
        fontSize: '0.75em',
        fontWeight: 700,
        color: token('colorTextMuted'),
        background: token('colorSurface'),
      }}
    >
      {letter}
    </li>
  );
}

/** §2 Contacts: the users with a search box, letter headers and infinite scroll (30 a page). */
export function UsersList({ onOpen }: { onOpen(target: ConversationTarget): void }) {
  const { t, i18n } = useTranslation();
  const { service, settings } = useChat();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim());
  const request = useMemo(
    () =>
      service.usersRequest({
        limit: PAGE_SIZE.users,
        // §5 "friendsOnly is on when sidebar user_listing is friends".
        friendsOnly: settings.user_listing === 'friends',
        ...(keyword ? { searchKeyword: keyword } : {}),
      }),
    [service, settings.user_listing, keyword],
  );
  const { items, status, loadMore } = usePagedList<ChatUser>(request);

  return (
    <div part="users-list" css={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <SearchField label={t('list.searchUsers')} value={search} onChange={setSearch} />
      <ListState status={status} empty={items.length === 0} emptyKey="list.NO_USERS_FOUND" />
      {items.length > 0 ? (
        <ul
          css={listStyles}
          aria-label={t('panel.tabs.users')}
          onScroll={(event) => nearBottom(event.currentTarget) && loadMore()}
        >
          {items.map((user, index) => {
            return (
              <Fragment key={user.uid}>
                <LetterHeader users={items} index={index} language={i18n.language} />
                <ListRow
                  id={user.uid}
                  name={user.name}
                  avatar={user.avatar}
                  staff={user.staff}
                  presence={settings.show_user_presence ? user.status : undefined}
                  onClick={() => onOpen({ type: 'user', user })}
                />
              </Fragment>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
