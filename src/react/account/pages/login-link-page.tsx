import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { Link, useParams, useSearchParams } from 'react-router';
import { CustomerLoginLinkLoginDocument } from '../account.operations.generated';
import { Loading } from '../../core/ui/loading';
import { loginErrorOf, type LoginError } from '../account-errors';
import { useAccountApi } from '../hooks/use-account-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { LoginErrorMessage } from '../landing/login-error-message';
import { accountPage, accountTitle } from './account-page-styles';

/**
 * §2 /login/{email}, made safe: it logs the person in only with the one-time token of an operator's login link
 * (`cli.js login-link <email>`), never with a built-in password. The guest guard then sends them to /.
 */
export function LoginLinkPage() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { client, context } = useAccountApi();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<LoginError | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setFailure('invalidCredentials');
      return;
    }
    client
      .mutate({ mutation: CustomerLoginLinkLoginDocument, variables: { email, token }, context })
      .then(({ data }) => {
        if (data) finishLogin(data.customerLoginLinkLogin);
      })
      .catch((error: unknown) => setFailure(loginErrorOf(error)));
  }, [client, context, email, finishLogin, token]);

  if (!failure) return <Loading label={t('landing.loggingIn')} />;
  return (
    <div css={accountPage}>
      {/* The page's heading: where the focus goes on arrival, and what the tab's title names (issue #19 item 10). */}
      <h1 css={accountTitle}>{t('account.login.title')}</h1>
      <LoginErrorMessage error={failure} />
      <Link to="/landing">{t('account.backToLogin')}</Link>
    </div>
  );
}
