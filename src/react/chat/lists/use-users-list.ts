import { useMemo } from 'react';
import { PAGE_SIZE } from '../../../chat/chat-constants';
import type { ChatUser } from '../../../chat/chat-service';
import { useChat } from '../chat-context';
import { usePagedList } from './use-paged-list';

/**
 * The users a keyword finds, 30 a page (§9), only the friends where the widget settings say so (§5 "friendsOnly is on
 * when sidebar user_listing is friends"): the Contacts list and the add-members modal.
 */
export function useUsersList(keyword: string) {
  const { service, settings } = useChat();
  const request = useMemo(
    () =>
      service.usersRequest({
        limit: PAGE_SIZE.users,
        friendsOnly: settings.user_listing === 'friends',
        ...(keyword ? { searchKeyword: keyword } : {}),
      }),
    [service, settings.user_listing, keyword],
  );
  return usePagedList<ChatUser>(request);
}
