import { describe, expect, it } from 'vitest';
import { initialTab, parseTabs, visibleTabs } from './tab-rules';

const WITH_GROUPS = { groups: true };

describe('tab rules (chat-widget.md §2)', () => {
  it('shows a tab only if the configured list is empty or contains it', () => {
    expect(visibleTabs([], WITH_GROUPS)).toEqual(['chats', 'users', 'groups']);
    expect(visibleTabs(['groups', 'chats'], WITH_GROUPS)).toEqual(['chats', 'groups']);
    expect(visibleTabs(parseTabs('users, nonsense'), WITH_GROUPS)).toEqual(['users']);
  });

  it('starts on users', () => {
    expect(initialTab(visibleTabs([], WITH_GROUPS))).toBe('users');
    expect(initialTab(visibleTabs(['chats', 'groups'], WITH_GROUPS))).toBe('chats');
  });

  it('jumps to groups for a group id only when the groups tab is allowed', () => {
    expect(initialTab(visibleTabs([], WITH_GROUPS), 'team')).toBe('groups');
    expect(initialTab(visibleTabs(['chats', 'users'], WITH_GROUPS), 'team')).toBe('users');
  });

  it('leaves the groups tab out for a provider without groups, whatever the configuration says', () => {
    expect(visibleTabs([], { groups: false })).toEqual(['chats', 'users']);
    expect(visibleTabs(['groups'], { groups: false })).toEqual([]);
    expect(initialTab(visibleTabs([], { groups: false }), 'team')).toBe('users');
  });
});
