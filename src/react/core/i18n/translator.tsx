import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type TFunction, type Translator } from './translate';

export {
  createTranslator,
  type Texts,
  type TFunction,
  type TranslateOptions,
  type Translator,
  type TranslatorOptions,
} from './translate';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** Without a provider (a component rendered on its own) every text is its key, as react-i18next did. */
const KEYS_ONLY = createTranslator({ language: 'en', texts: {} });

/** `{ t, i18n }` as react-i18next's hook had them, so components read the same. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? KEYS_ONLY;
  return useMemo(() => ({ t: translator.t, i18n: translator }), [translator]);
}
