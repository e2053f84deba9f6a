import { useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useNavigate } from 'react-router';
import { ResendCustomerActivationDocument } from '../account.operations.generated';
import type { LoginError, RegistrationError } from '../account-errors';
import { fieldError, linkButton, notice } from '../../core/ui/form-styles';
import { useAccountApi } from '../hooks/use-account-api';
import { landingState } from '../landing-notice';

/** A §8 login error; 412 offers the link that resends the activation mail (§4), then back to /landing. */
export function LoginErrorMessage({
  error,
  email,
}: {
  error: LoginError | RegistrationError;
  email?: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { client, context } = useAccountApi();
  const [resendFailed, setResendFailed] = useState(false);

  async function resend() {
    if (!email) return;
    setResendFailed(false);
    try {
      await client.mutate({ mutation: ResendCustomerActivationDocument, variables: { email }, context });
      navigate('/landing', { replace: true, state: landingState('activationResent') });
    } catch {
      setResendFailed(true);
    }
  }

  return (
    <div css={notice('error')} role="alert" data-error={error}>
      <p css={{ margin: 0 }}>{t(`account.error.${error}`)}</p>
      {error === 'notActivated' && email && (
        <button type="button" css={linkButton} onClick={() => void resend()}>
          {t('account.resendActivation')}
        </button>
      )}
      {resendFailed && <p css={fieldError}>{t('account.error.serviceUnavailable')}</p>}
    </div>
  );
}
