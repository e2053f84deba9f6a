import { Fragment, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useChat } from '../chat-context';
import type { ConversationTarget } from '../conversation/conversation-view';
import { LetterHeader } from './letter-header';
import { ListRow, ListState, SearchField, listStyles } from './list-row';
import { useDebouncedValue } from './use-debounced-value';
import { nearBottom } from './use-paged-list';
import { useUsersList } from './use-users-list';

/** §2 Contacts: the users with a search box, letter headers and infinite scroll (30 a page). */
export function UsersList({ onOpen }: { onOpen(target: ConversationTarget): void }) {
  const { t, i18n } = useTranslation();
  const { settings } = useChat();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim());
  const { items, status, loadMore } = useUsersList(keyword);

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
