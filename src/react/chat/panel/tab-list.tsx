import type { ChatTab } from '../../../chat/chat-constants';
import type { ConversationTarget } from '../conversation/conversation-view';
import { GroupsList } from '../groups/groups-list';
import { ConversationList } from '../lists/conversation-list';
import { UsersList } from '../lists/users-list';

interface TabListProps {
  tab: ChatTab;
  openConversationId: string | null;
  onOpen(target: ConversationTarget): void;
  onCloseSidebar?: () => void;
}

/** The list behind one tab: chats, users or groups. */
export function TabList({ tab, openConversationId, onOpen, onCloseSidebar }: TabListProps) {
  if (tab === 'chats') {
    return <ConversationList openConversationId={openConversationId} onOpen={onOpen} onCloseSidebar={onCloseSidebar} />;
  }
  if (tab === 'users') return <UsersList onOpen={onOpen} />;
  return <GroupsList onOpen={onOpen} />;
}
