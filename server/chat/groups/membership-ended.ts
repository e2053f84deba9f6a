/**
 * Told when members stopped being members of a group: they left, were kicked or banned, or the group was deleted
 * (`'everyone'`). The meetings module takes them out of the group's meetings at once.
 */
export interface MembershipEnded {
  membersLeft(guid: string, uids: readonly string[] | 'everyone'): Promise<void>;
}
