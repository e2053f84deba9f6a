import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { object, string } from 'yup';
import { CustomerAnonymousLoginDocument } from '../../core/session/session.operations.generated';
import { CustomerPasswordLoginDocument } from '../account.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { Button } from '../../core/ui/button';
import { loginErrorOf, type LoginError } from '../account-errors';
import { form } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAccountApi } from '../hooks/use-account-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { LoginErrorMessage } from './login-error-message';

const schema = object({ password: string().required('account.validation.required') });

/**
 * §1 the shared event password. With landing.clientPassword set, the client-side password mode of §5: the entry is
 * compared in the browser and an anonymous login follows. That is a weak gate (the password is in the page); the
 * server-side mode (customerPasswordLogin) is the real one.
 */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const { landing } = useConfig();
  const { client, context } = useAccountApi();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<LoginError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      if (landing?.clientPassword !== undefined) {
        // §8 "wrong client-side password shows invalid credentials".
        if (password !== landing.clientPassword) return setFailure('invalidCredentials');
        const { data } = await client.query({ query: CustomerAnonymousLoginDocument, context });
        return finishLogin(data.customerAnonymousLogin);
      }
      const { data } = await client.query({ query: CustomerPasswordLoginDocument, variables: { password }, context });
      finishLogin(data.customerPasswordLogin);
    } catch (error) {
      setFailure(loginErrorOf(error));
    }
  });

  return (
    <form css={form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.login.title')}>
      {failure && <LoginErrorMessage error={failure} />}
      <TextField
        label={t('account.field.eventPassword')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
        required
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('account.login.submit')}
      </Button>
    </form>
  );
}
