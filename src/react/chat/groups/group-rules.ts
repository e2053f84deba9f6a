import { GROUP_ID_PREFIX } from '../../../chat/chat-constants';
import type { CreateGroupInput, GroupType } from '../../../chat/chat-service';

export { GROUP_TYPES } from '../../../../shared/chat/chat-kinds';

export interface CreateGroupDraft {
  name: string;
  /** '' until the visitor picks one. */
  type: GroupType | '';
  password: string;
}

/**
 * §5 "Create group, in order: trimmed name non-empty (INVALID_GROUP_NAME); type chosen (INVALID_GROUP_TYPE); for
 * type password, password non-empty (INVALID_PASSWORD)." Answers the first failing code, or the input to send.
 */
export function validateCreateGroup(
  draft: CreateGroupDraft,
  now: () => number = Date.now,
): { code: 'INVALID_GROUP_NAME' | 'INVALID_GROUP_TYPE' | 'INVALID_PASSWORD' } | { input: CreateGroupInput } {
  const name = draft.name.trim();
  if (name === '') return { code: 'INVALID_GROUP_NAME' };
  if (draft.type === '') return { code: 'INVALID_GROUP_TYPE' };
  if (draft.type === 'password' && draft.password === '') return { code: 'INVALID_PASSWORD' };
  // §3 "guid (generated as "group_" plus a millisecond timestamp)".
  const input: CreateGroupInput = { guid: `${GROUP_ID_PREFIX}${now()}`, name, type: draft.type };
  return { input: draft.type === 'password' ? { ...input, password: draft.password } : input };
}
