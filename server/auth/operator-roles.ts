// The console operators' roles (issue 18), apart from the access policy that decides what each may do, so the
// operator accounts' store can name them without importing the policy.

export const OPERATOR_ROLES = ['owner', 'moderator', 'analyst'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who acts in the console: an operator account, or the operator token of automation (id null, an owner). */
export interface Operator {
  id: number | null;
  email: string;
  role: OperatorRole;
  /** The console session's token the request came with (logout ends it). */
  sessionToken?: string;
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}
