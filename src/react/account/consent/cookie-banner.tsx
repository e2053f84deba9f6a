import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useConfig } from '../../core/config/config-context';
import { token } from '../../core/theme/theme';
import { Button } from '../../core/ui/button';
import { checkboxField } from '../../core/ui/checkbox-styles';
import { SmartLink } from '../../core/ui/smart-link';
import { applyConsent, startAnalytics } from './analytics';
import { ACCEPT_ALL, DECLINE_ALL, DEFAULT_CHOICE, readConsent, writeConsent, type Consent } from './consent-store';
import { useElementStorage } from '../../core/storage/use-element-storage';

const banner = css`
  position: fixed;
  inset: auto 16px 16px 16px;
  z-index: 1000;
  max-width: 720px;
  margin: 0 auto;
  padding: 20px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.2);
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

const categories = css`
  display: grid;
  gap: 8px;
  margin: 16px 0 0;
  padding: 0;
  border: 0;
  label {
    ${checkboxField};
  }
`;

/** The categories the banner lets the visitor choose; §9 "the marketing option is hidden in the banner". */
const CHOOSABLE = ['preferences', 'statistics'] as const;

/**
 * §9 the cookie banner: obligatory, preferences and statistics (checked by default), marketing hidden; accept,
 * decline, manage and save; a privacy-policy link. Analytics start denied and follow the choice.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const { cookieBanner, analytics } = useConfig();
  const storage = useElementStorage('localStorage');
  const [consent, setConsent] = useState<Consent | null>(() => readConsent(storage));
  const [managing, setManaging] = useState(false);
  const [choice, setChoice] = useState<Consent>(DEFAULT_CHOICE);
  const titleId = useId();

  useEffect(() => {
    startAnalytics(analytics);
    const stored = readConsent(storage);
    if (stored) applyConsent(analytics, stored);
  }, [analytics, storage]);

  if (!cookieBanner || consent) return null;

  const decide = (decision: Consent) => {
    writeConsent(decision, storage);
    applyConsent(analytics, decision);
    setConsent(decision);
  };

  return (
    <section css={banner} role="region" aria-labelledby={titleId} part="cookie-banner">
      <h2 id={titleId} css={{ margin: '0 0 8px', fontSize: 20 }}>
        {t('account.cookies.title')}
      </h2>
      <p css={{ margin: 0 }}>
        {t('account.cookies.text')}{' '}
        <SmartLink link={cookieBanner.privacyPolicyLink} openInNewTab>
          {t('account.cookies.privacyPolicy')}
        </SmartLink>
      </p>
      {managing && (
        <fieldset css={categories}>
          <legend css={{ fontWeight: 600 }}>{t('account.cookies.categories')}</legend>
          <label>
            <input type="checkbox" checked disabled />
            {t('account.cookies.obligatory')}
          </label>
          {CHOOSABLE.map((category) => (
            <label key={category}>
              <input
                type="checkbox"
                checked={choice[category]}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
              {t(`account.cookies.${category}`)}
            </label>
          ))}
        </fieldset>
      )}
      <div css={buttons}>
        <Button onClick={() => decide(ACCEPT_ALL)}>{t('account.cookies.accept')}</Button>
        <Button variant="secondary" onClick={() => decide(DECLINE_ALL)}>
          {t('account.cookies.decline')}
        </Button>
        {managing ? (
          <Button variant="secondary" onClick={() => decide(choice)}>
            {t('account.cookies.save')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setManaging(true)}>
            {t('account.cookies.manage')}
          </Button>
        )}
      </div>
    </section>
  );
}
