import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { CustomerAnonymousLoginDocument } from '../../core/session/session.operations.generated';
import { Button } from '../../core/ui/button';
import { Loading } from '../../core/ui/loading';
import { useAccountApi, useFinishLogin } from '../hooks/use-account-api';

/** §1 anonymousLogin: the visitor is logged in at once; the guest guard then sends them to /. */
export function AnonymousLogin() {
  const { t } = useTranslation();
  const { client } = useAccountApi();
  const finishLogin = useFinishLogin();
  const [failed, setFailed] = useState(false);

  const login = useCallback(async () => {
    setFailed(false);
    try {
      const { data } = await client.query({ query: CustomerAnonymousLoginDocument });
      finishLogin(data.customerAnonymousLogin);
    } catch {
      setFailed(true);
    }
  }, [client, finishLogin]);

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
