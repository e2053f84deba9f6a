import { describe, expect, it } from 'vitest';
import { initialTab, parseTabs, visibleTabs } from './tab-rules';

describe('tab rules (chat-widget.md §2)', () => {
  it('shows a tab only if the configured list is empty or contains it', () => {
    expect(visibleTabs([])).toEqual(['chats', 'users', 'groups']);
    expect(visibleTabs(['groups', 'chats'])).toEqual(['chats', 'groups']);
    expect(visibleTabs(parseTabs('users, nonsense'))).toEqual(['users']);
  });

  it('starts on users', () => {
    expect(initialTab(visibleTabs([]))).toBe('users');
    expect(initialTab(visibleTabs(['chats', 'groups']))).toBe('chats');
  });

  it('jumps to groups for a group id only when the groups tab is allowed', () => {
    expect(initialTab(visibleTabs([]), 'team')).toBe('groups');
    expect(initialTab(visibleTabs(['chats', 'users']), 'team')).toBe('users');
  });
});
