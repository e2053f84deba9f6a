import { useTranslation } from '../../../core/i18n/translator';
import { useNavigate } from 'react-router';
import { useConfig } from '../../../core/config/config-context';
import { useElements } from '../../../core/element/element-loaders';
import { Button } from '../../../core/ui/button';
import { SmartLink } from '../../../core/ui/smart-link';
import { offersLogout } from '../../portal-rules';
import { pageColumn, pageTitle } from '../../../core/ui/page-styles';
import { AfterEventContent, useConfigAttribute } from './after-event-content';
import { useDelayedRedirect } from './use-delayed-redirect';

/** The cards path of /thankYou when the configuration names none. */
export const THANK_YOU_CARDS_PATH = '/thankYou';

/**
 * §2 /thankYou: custom top content, the thank-you text, a logout button unless login is anonymous or by
 * registration, optional conversion cards, and an optional redirect.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { afterEvent, loginType, apiUrl, language } = useConfig();
  const configAttribute = useConfigAttribute();
  const thankYou = afterEvent?.thankYou;
  useElements(thankYou?.showConversionCards && 'event-cards');
  const secondsLeft = useDelayedRedirect(thankYou?.redirectUrl, thankYou?.redirectDelaySeconds);

  return (
    <div css={pageColumn} part="thank-you">
      <AfterEventContent source={thankYou?.topContent} part="thank-you-top" />
      <h1 css={pageTitle}>{t('afterEvent.thankYou.title')}</h1>
      <p part="thank-you-text" css={{ margin: '0 0 24px', fontSize: 20 }}>
        {thankYou?.text ?? t('afterEvent.thankYou.text')}
      </p>
      {thankYou?.redirectUrl && secondsLeft !== null ? (
        <p role="status" css={{ margin: '0 0 24px' }}>
          {t('afterEvent.thankYou.redirecting', { count: secondsLeft })}{' '}
          <SmartLink link={thankYou.redirectUrl}>{t('afterEvent.thankYou.redirectNow')}</SmartLink>
        </p>
      ) : null}
      {offersLogout(loginType) ? (
        <Button variant="secondary" onClick={() => navigate('/logout')}>
          {t('afterEvent.logout')}
        </Button>
      ) : null}
      {thankYou?.showConversionCards ? (
        <section aria-labelledby="thank-you-cards" css={{ marginTop: 32 }}>
          <h2 id="thank-you-cards" css={{ fontSize: 24, margin: '0 0 16px' }}>
            {t('afterEvent.thankYou.cardsTitle')}
          </h2>
          <event-cards
            path={thankYou.cardsPath ?? THANK_YOU_CARDS_PATH}
            api-url={apiUrl}
            language={language}
            {...configAttribute}
          />
        </section>
      ) : null}
    </div>
  );
}
