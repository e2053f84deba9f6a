import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerAnonymousLoginDocument } from '../../core/api/graphql.generated';
import { useConfig } from '../../core/config/config-context';
import { useEmit } from '../../core/element/host-context';
import { getSessionStore } from '../../core/session/session';
import { Button } from '../../core/ui/button';
import { Loading } from '../../core/ui/loading';
import { pageColumn } from './page-styles';

/** §2 /landing. With login type anonymousLogin the visitor is logged in at once; the guest guard then sends them to /. */
export function LandingPage() {
  const { loginType } = useConfig();
  const { t } = useTranslation();
  return (
    <div css={pageColumn}>
      {loginType === 'anonymousLogin' ? <AnonymousLogin /> : <p>{t('landing.loginUnavailable')}</p>}
    </div>
  );
}

function AnonymousLogin() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const emit = useEmit();
  const [failed, setFailed] = useState(false);

  const login = useCallback(async () => {
    setFailed(false);
    try {
      const { data } = await client.query({ query: CustomerAnonymousLoginDocument });
      const { customerId, token, alias } = data.customerAnonymousLogin;
      getSessionStore().login({ customerId, token, alias });
      emit('event-login', { customerId, alias });
    } catch {
      setFailed(true);
    }
  }, [client, emit]);

  useEffect(() => {
    void login();
  }, [login]);

  if (!failed) return <Loading label={t('landing.loggingIn')} />;
  return (
    <div role="alert">
      <p>{t('landing.serviceUnavailable')}</p>
      <Button onClick={() => void login()}>{t('common.retry')}</Button>
    </div>
  );
}
