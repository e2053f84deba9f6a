import { useId, useLayoutEffect, useRef } from 'react';
import type { Language } from '../../core/config/config-types';
import { htmlLang } from '../../core/i18n/i18n';
import { useTranslation } from '../../core/i18n/translator';
import { token } from '../../core/theme/theme';
import type { VisitorLanguage } from './use-visitor-language';

/** A labelled native select: keyboard and screen readers know it; each language is named in itself. */
export function LanguageSwitch({ language, offered, choose }: VisitorLanguage) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // The portal hides its content while the new language's texts load, which takes the focus away: it comes back
  // to the switch once the page shows in the chosen language.
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current || i18n.language !== language) return;
    refocus.current = false;
    select.current?.focus();
  });
  if (offered.length < 2) return null;
  return (
    <div part="language-switch" css={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'center' }}>
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        ref={select}
        value={language}
        onChange={(event) => {
          refocus.current = event.currentTarget.matches(':focus');
          choose(event.target.value as Language);
        }}
        css={{
          font: 'inherit',
          minHeight: 44,
          padding: '4px 8px',
          color: token('colorText'),
          background: token('colorBackground'),
          border: `1px solid ${token('colorText')}`,
          borderRadius: token('radius'),
        }}
      >
        {offered.map((option) => (
          <option key={option} value={option} lang={htmlLang(option)}>
            {t(`footer.languageName.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
