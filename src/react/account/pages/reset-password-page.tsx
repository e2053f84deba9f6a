import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { useNavigate, useParams } from 'react-router';
import { object, ref, string } from 'yup';
import { SetCustomerPasswordDocument } from '../account.operations.generated';
import { Button } from '../../core/ui/button';
import { form } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAccountApi } from '../hooks/use-account-api';
import { landingState } from '../landing-notice';
import { PASSWORD_MIN_LENGTH } from '../register/registration-schema';
import { accountPage, accountTitle } from './account-page-styles';

const password = () =>
  string().required('account.validation.required').min(PASSWORD_MIN_LENGTH, 'account.validation.passwordMin');

/** §5 "Reset password: both passwords required, minimum 8, matching." */
const schema = object({
  password: password(),
  passwordConfirm: password().oneOf([ref('password')], 'account.validation.passwordMatch'),
});

/** §2 /resetPassword/{token}: a new password, then /landing with the notice (or the reset error notice). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { client, context } = useAccountApi();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { password: '', passwordConfirm: '' } });

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    try {
      await client.mutate({
        mutation: SetCustomerPasswordDocument,
        variables: { resetToken: token, password: newPassword },
        context,
      });
      navigate('/landing', { replace: true, state: landingState('passwordChanged') });
    } catch {
      navigate('/landing', { replace: true, state: landingState('resetFailed') });
    }
  });

  return (
    <div css={accountPage}>
      <h1 css={accountTitle}>{t('account.reset.title')}</h1>
      <form css={form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.reset.title')}>
        <TextField
          label={t('account.field.newPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
          required
        />
        <TextField
          label={t('account.field.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          registration={register('passwordConfirm')}
          error={errors.passwordConfirm}
          required
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('account.reset.submit')}
        </Button>
      </form>
    </div>
  );
}
