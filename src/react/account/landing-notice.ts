/** The notices other account pages leave for /landing in the router state (portal.md §4). */
export type LandingNotice =
  | 'activated'
  | 'activationFailed'
  | 'activationResent'
  | 'registered'
  | 'passwordChanged'
  | 'resetFailed'
  | 'accountDeleted';

export interface LandingState {
  notice?: LandingNotice;
}

export function landingState(notice: LandingNotice): LandingState {
  return { notice };
}

export function noticeOf(state: unknown): LandingNotice | undefined {
  const notice = (state as LandingState | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

/** Notices that report a failure are shown as alerts. */
export const FAILURE_NOTICES: readonly LandingNotice[] = ['activationFailed', 'resetFailed'];
