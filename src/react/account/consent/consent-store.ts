import type { KeyValueStorage } from '../../core/storage/element-storage';

/** §9 cookie categories. Obligatory cookies need no consent; marketing is not offered in the banner. */
export interface Consent {
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** §9 "preferences and statistics are checked by default". */
export const DEFAULT_CHOICE: Consent = { preferences: true, statistics: true, marketing: false };
export const ACCEPT_ALL: Consent = { preferences: true, statistics: true, marketing: true };
export const DECLINE_ALL: Consent = { preferences: false, statistics: false, marketing: false };

export function readConsent(storage: KeyValueStorage): Consent | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { preferences, statistics, marketing } = stored as Record<string, unknown>;
    return { preferences: preferences === true, statistics: statistics === true, marketing: marketing === true };
  } catch {
    return null;
  }
}

export function writeConsent(consent: Consent, storage: KeyValueStorage): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...consent, date: new Date().toISOString() }));
}
