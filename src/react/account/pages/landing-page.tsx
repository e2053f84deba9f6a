import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useConfig } from '../../core/config/config-context';
import { useSessionStore } from '../../core/session/session';
import { Loading } from '../../core/ui/loading';
import { withApollo } from '../../core/api/with-apollo';
import { AnonymousLogin } from '../landing/anonymous-login';
import { useParentEventLogin } from '../landing/parent-event-login';
import { accountPage } from './account-page-styles';

// The login forms (react-hook-form, yup), the landing's operator markup (DOMPurify) and Apollo Client, which the forms
// send through, load only for the login types that show them: an anonymous visitor never downloads them.
const LoginLanding = lazy(withApollo(() => import('./login-landing').then(({ LoginLanding }) => LoginLanding)));

/** §2 /landing: the anonymous login, or the landing page of the configured login type (login-landing.tsx). */
export function LandingPage() {
  const { t } = useTranslation();
  const { loginType } = useConfig();
  // §4: after a single-session logout the landing page shows the other-user-logged-in message, once.
  const sessionStore = useSessionStore();
  const [logoutReason] = useState(() => sessionStore.takeLogoutReason());
  const tryingParentLogin = useParentEventLogin();

  if (tryingParentLogin) return <Loading label={t('landing.loggingIn')} />;
  if (loginType === 'anonymousLogin') {
    return (
      <div css={accountPage}>
        <AnonymousLogin />
      </div>
    );
  }

  return (
    <Suspense fallback={<Loading />}>
      <LoginLanding logoutReason={logoutReason} />
    </Suspense>
  );
}
