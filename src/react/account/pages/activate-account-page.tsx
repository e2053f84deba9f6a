import { useEffect, useRef } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ActivateCustomerDocument } from '../account.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { Loading } from '../../core/ui/loading';
import { useAccountApi } from '../hooks/use-account-api';
import { landingState } from '../landing-notice';

/** §2 /activateAccount/{token}: activates and goes to /landing with the notice (or the activation error notice). */
export function ActivateAccountPage() {
  const { t } = useTranslation();
  const { loginType } = useConfig();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { client, context } = useAccountApi();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || loginType !== 'eventRegistration') return;
    started.current = true;
    client.mutate({ mutation: ActivateCustomerDocument, variables: { activationToken: token }, context }).then(
      () => navigate('/landing', { replace: true, state: landingState('activated') }),
      () => navigate('/landing', { replace: true, state: landingState('activationFailed') }),
    );
  }, [client, context, loginType, navigate, token]);

  if (loginType !== 'eventRegistration') return <Navigate to="/landing" replace />;
  return <Loading label={t('account.activating')} />;
}
