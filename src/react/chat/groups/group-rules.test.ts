import { describe, expect, it } from 'vitest';
import { validateCreateGroup } from './group-rules';

describe('create group validation (chat-widget.md §5, in order)', () => {
  it('checks the trimmed name first, then the type, then the password of a password group', () => {
    expect(validateCreateGroup({ name: '   ', type: '', password: '' })).toEqual({ code: 'INVALID_GROUP_NAME' });
    expect(validateCreateGroup({ name: '', type: 'password', password: '' })).toEqual({ code: 'INVALID_GROUP_NAME' });
    expect(validateCreateGroup({ name: 'Team', type: '', password: '' })).toEqual({ code: 'INVALID_GROUP_TYPE' });
    expect(validateCreateGroup({ name: 'Team', type: 'password', password: '' })).toEqual({
      code: 'INVALID_PASSWORD',
    });
  });

  it('sends the trimmed name, a group_ + milliseconds guid, and the password only for password groups', () => {
    expect(validateCreateGroup({ name: ' Team ', type: 'public', password: 'x' }, () => 1700000000123)).toEqual({
      input: { guid: 'group_1700000000123', name: 'Team', type: 'public' },
    });
    expect(validateCreateGroup({ name: 'Team', type: 'password', password: 's3cret' }, () => 5)).toEqual({
      input: { guid: 'group_5', name: 'Team', type: 'password', password: 's3cret' },
    });
  });
});
