import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../core/api/api-request';
import { useConfig } from '../../core/config/config-context';
import { useTranslation } from '../../core/i18n/translator';
import { CustomerAnonymousLoginDocument } from '../../core/session/session.operations.generated';
import { Button } from '../../core/ui/button';
import { Loading } from '../../core/ui/loading';
import { useFinishLogin } from '../hooks/use-finish-login';

/** §1 anonymousLogin: the visitor is logged in at once; the guest guard then sends them to /. */
export function AnonymousLogin() {
  const { t } = useTranslation();
  const config = useConfig();
  const finishLogin = useFinishLogin();
  const [failed, setFailed] = useState(false);

  const login = useCallback(async () => {
    setFailed(false);
    try {
      // Sent before Apollo Client has loaded: the visitor's way to the welcome text needs none of it (decision 0015).
      const { customerAnonymousLogin } = await apiRequest(config, CustomerAnonymousLoginDocument);
      finishLogin(customerAnonymousLogin);
    } catch {
      setFailed(true);
    }
  }, [config, finishLogin]);

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
