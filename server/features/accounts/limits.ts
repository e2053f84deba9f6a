// Token lifetimes and the field minimums of registration (the attempt limits are in auth/attempt-limits.ts).
export const ACTIVATION_TOKEN_TTL_SECONDS = 72 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const LOGIN_LINK_TTL_SECONDS = 15 * 60;

/** portal.md §9 "Password minimum 8; company and position minimum 2." */
export const PASSWORD_MIN_LENGTH = 8;
export const COMPANY_POSITION_MIN_LENGTH = 2;
/** The fields whose minimum §9 names; other configured fields have none unless minLength is set. */
export const FIELDS_WITH_SPEC_MINIMUM = ['business', 'position'];
