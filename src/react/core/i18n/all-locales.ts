import type { Language } from '../config/config-types';
import de from './locales/de.json';
import deDeDu from './locales/de-DE-DU.json';
import deDeSie from './locales/de-DE-SIE.json';
import en from './locales/en.json';

/** Every locale of the portal at once, for the tests that compare them; the elements load one (i18n.ts). */
export const LOCALES: Record<Language, Record<string, unknown>> = {
  'de-DE-DU': deDeDu,
  de,
  'de-DE-SIE': deDeSie,
  en,
};
