import { CHAT_TABS, DEFAULT_CHAT_TAB, type ChatTab } from '../../../chat/chat-constants';

/** The tabs attribute: a comma- or space-separated list ("chats, groups"); unknown names are ignored. */
export function parseTabs(value: string | readonly string[] | undefined): ChatTab[] {
  const names = typeof value === 'string' ? value.split(/[\s,]+/) : (value ?? []);
  return CHAT_TABS.filter((tab) => names.includes(tab));
}

/**
 * §2 "A tab shows only if the configured tab list is empty or contains it"; the groups tab also needs a provider
 * with the groups capability (chat-service.ts).
 */
export function visibleTabs(configured: readonly ChatTab[], capabilities: { groups: boolean }): ChatTab[] {
  return CHAT_TABS.filter(
    (tab) => (configured.length === 0 || configured.includes(tab)) && (tab !== 'groups' || capabilities.groups),
  );
}

/**
 * §2 "Default tab is users. If a group id is present in the app context, the panel jumps to the groups tab ...,
 * only when the groups tab is allowed." When users is not shown either, the first shown tab.
 */
export function initialTab(visible: readonly ChatTab[], groupId?: string): ChatTab {
  if (groupId && visible.includes('groups')) return 'groups';
  if (visible.includes(DEFAULT_CHAT_TAB)) return DEFAULT_CHAT_TAB;
  return visible[0] ?? DEFAULT_CHAT_TAB;
}
