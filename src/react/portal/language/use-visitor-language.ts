import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useConfig } from '../../core/config/config-context';
import type { Language } from '../../core/config/config-types';
import { HostContext } from '../../core/element/host-context';
import { htmlLang } from '../../core/i18n/i18n';
import { ownsThePage } from '../../core/storage/element-storage';
import { useElementStorage } from '../../core/storage/use-element-storage';
import { LANGUAGE_STORAGE_KEY, offeredLanguages, startingVisitorLanguage } from './visitor-language';

export interface VisitorLanguage {
  language: Language;
  offered: Language[];
  choose(language: Language): void;
}

/**
 * The portal's language follows the visitor (issue #19 item 10): their stored choice, else their browser's language
 * among the offered ones, else the configured default. The choice is kept in the element's own storage and set as
 * the portal tag's `language` attribute, so every page and nested element renders in it; the standalone portal,
 * which owns its page, also sets the page's `lang`.
 */
export function useVisitorLanguage(): VisitorLanguage {
  const config = useConfig();
  const { language: configured, languages } = config;
  const host = useContext(HostContext);
  const storage = useElementStorage('localStorage');
  // The configured default as the portal started: the attribute set below changes the configuration's language.
  const [defaultLanguage] = useState(configured);
  const offered = useMemo(() => offeredLanguages(languages, defaultLanguage), [languages, defaultLanguage]);
  // The element started in this language already (defineElement's startingLanguage), its texts loaded.
  const [language, setLanguage] = useState(() => startingVisitorLanguage(config));

  useEffect(() => {
    // Only a language other than the configuration's own needs the attribute (setting it reads the configuration
    // again, with any problem it has logged again).
    if (host && language !== configured && host.getAttribute('language') !== language) {
      host.setAttribute('language', language);
    }
    if (ownsThePage()) document.documentElement.lang = htmlLang(language);
  }, [host, language, configured]);

  const choose = useCallback(
    (chosen: Language) => {
      storage.setItem(LANGUAGE_STORAGE_KEY, chosen);
      setLanguage(chosen);
    },
    [storage],
  );
  return { language, offered, choose };
}
