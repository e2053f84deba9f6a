import { useTranslation } from '../../core/i18n/translator';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { buttonStyles } from '../../core/ui/button';
import { OTHER_USER_LOGGED_IN } from '../hooks/use-single-session';
import { notice } from '../../core/ui/form-styles';
import { NOTIFICATION_TOAST_MS } from '../../core/constants';
import { useTimedNotice } from '../../core/ui/use-timed-notice';
import { EmailLoginForm } from '../landing/email-login-form';
import { LandingHeader } from '../landing/landing-header';
import { PasswordLoginForm } from '../landing/password-login-form';
import { FAILURE_NOTICES, noticeOf } from '../landing-notice';
import { accountPage, accountTitle } from './account-page-styles';

/** §2 /landing for the login types with a form: title image, text, notification banner, the notices of §4, the login. */
export function LoginLanding({ logoutReason }: { logoutReason: string | null }) {
  const { t } = useTranslation();
  const { loginType, landing, registration } = useConfig();
  const location = useLocation();
  const pageNotice = noticeOf(location.state);
  // §9 "Notification toast default 10 s": from each arrival with a notice, also one that stays on /landing.
  const { shown: toastShown, show: showToast } = useTimedNotice(NOTIFICATION_TOAST_MS);
  useEffect(() => {
    if (pageNotice) showToast();
  }, [location.key, pageNotice, showToast]);
  return (
    <div css={accountPage}>
      <LandingHeader landing={landing} />
      {landing?.notification && (
        <div css={notice('info')} role="note" part="landing-notification">
          {landing.notification}
        </div>
      )}
      {logoutReason === OTHER_USER_LOGGED_IN && (
        <div css={notice('error')} role="alert" data-notice="otherUserLoggedIn">
          {t('account.error.otherUserLoggedIn')}
        </div>
      )}
      {pageNotice && toastShown && (
        <div
          css={notice(FAILURE_NOTICES.includes(pageNotice) ? 'error' : 'success')}
          role={FAILURE_NOTICES.includes(pageNotice) ? 'alert' : 'status'}
          data-notice={pageNotice}
        >
          {t(`account.notice.${pageNotice}`)}
        </div>
      )}
      {loginType === 'eventRegistration' && registration?.mode === 'anonymous' ? (
        <>
          <h1 css={accountTitle}>{t('account.register.anonymousTitle')}</h1>
          <Link to="/register" state={location.state} css={buttonStyles('primary')}>
            {t('account.register.submit')}
          </Link>
        </>
      ) : (
        <>
          <h1 css={accountTitle}>{t('account.login.title')}</h1>
          {loginType === 'passwordLogin' ? <PasswordLoginForm /> : <EmailLoginForm />}
          {loginType === 'eventRegistration' && (
            <p>
              {t('account.login.noAccount')}{' '}
              <Link to="/register" state={location.state}>
                {t('account.register.title')}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
