import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { Link } from 'react-router';
import { object, string } from 'yup';
import { CustomerLoginDocument } from '../account.operations.generated';
import { Button } from '../../core/ui/button';
import { loginErrorOf, type LoginError } from '../account-errors';
import { form } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAccountApi } from '../hooks/use-account-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { LoginErrorMessage } from './login-error-message';

const schema = object({
  email: string().trim().required('account.validation.email').email('account.validation.email'),
  password: string().required('account.validation.required'),
});

/** §1 e-mail and password login (customerLogin). */
export function EmailLoginForm() {
  const { t } = useTranslation();
  const { client, context } = useAccountApi();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<{ error: LoginError; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { data } = await client.query({ query: CustomerLoginDocument, variables: { email, password }, context });
      finishLogin(data.customerLogin);
    } catch (error) {
      setFailure({ error: loginErrorOf(error), email });
    }
  });

  return (
    <form css={form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.login.title')}>
      {failure && <LoginErrorMessage error={failure.error} email={failure.email} />}
      <TextField
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
        required
      />
      <TextField
        label={t('account.field.password')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
        required
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('account.login.submit')}
      </Button>
      <Link to="/forgotPassword">{t('account.login.forgotPassword')}</Link>
    </form>
  );
}
