import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { ResetSentNotice } from './reset-sent-notice';
import { Link } from 'react-router';
import { object, string } from 'yup';
import { ResetCustomerPasswordDocument } from '../account.operations.generated';
import { Button } from '../../core/ui/button';
import { form } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAccountApi } from '../hooks/use-account-api';
import { accountPage, accountTitle } from './account-page-styles';

const schema = object({
  email: string().trim().required('account.validation.email').email('account.validation.email'),
});

/** §2 /forgotPassword: asks for the reset mail; §4 "forgot-password always shows success". */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { client, context } = useAccountApi();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    await client
      .mutate({ mutation: ResetCustomerPasswordDocument, variables: { email }, context })
      .catch(() => undefined);
    setSent(true);
  });

  return (
    <div css={accountPage}>
      <h1 css={accountTitle}>{t('account.forgot.title')}</h1>
      {sent ? (
        <ResetSentNotice />
      ) : (
        <form css={form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.forgot.title')}>
          <p css={{ margin: 0 }}>{t('account.forgot.text')}</p>
          <TextField
            label={t('account.field.email')}
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email}
            required
          />
          <Button type="submit" disabled={isSubmitting}>
            {t('account.forgot.submit')}
          </Button>
        </form>
      )}
      <p>
        <Link to="/landing">{t('account.backToLogin')}</Link>
      </p>
    </div>
  );
}
