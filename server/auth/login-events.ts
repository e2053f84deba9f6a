// Logins counted by how they were made, for the console's Audience tab (migration 0020-audience): the kind and the
// time only, never who, so the count keeps no personal data.
import type { Db } from '../store/database.js';
import { toStoredTime } from '../store/time.js';

export const LOGIN_EVENT_TYPES = [
  'email',
  'eventPassword',
  'parentEvent',
  'loginLink',
  'registration',
  'anonymous',
] as const;
export type LoginEventType = (typeof LOGIN_EVENT_TYPES)[number];

export async function recordLogin(db: Db, loginType: LoginEventType, at: Date): Promise<void> {
  await db
    .insertInto('login_events')
    .values({ login_type: loginType, created_at: toStoredTime(at) })
    .execute();
}
