import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { Navigate, useNavigate, useParams } from 'react-router';
import { CheckInviteDocument, RegisterCustomerDocument } from '../account.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { Button } from '../../core/ui/button';
import { registrationErrorOf, type RegistrationError } from '../account-errors';
import { form } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAccountApi } from '../hooks/use-account-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { LoginErrorMessage } from '../landing/login-error-message';
import { landingState } from '../landing-notice';
import { AnonymousRegistrationForm } from '../register/anonymous-registration-form';
import { RegistrationFields } from '../register/registration-fields';
import { customAttributesOf, registrationDefaults, registrationSchema } from '../register/registration-schema';
import { accountPage, accountTitle } from './account-page-styles';

/** §2 /register and /register/{inviteCode}: only when registration is enabled. */
export function RegisterPage() {
  const { loginType, registration } = useConfig();
  if (loginType !== 'eventRegistration') return <Navigate to="/landing" replace />;
  return (
    <div css={accountPage}>
      {registration?.mode === 'anonymous' ? <AnonymousRegistrationForm /> : <AccountRegistrationForm />}
    </div>
  );
}

/** §4 registration: the invite is checked first, then registerCustomer; a token logs in, otherwise the notice. */
function AccountRegistrationForm() {
  const { t } = useTranslation();
  const { registration } = useConfig();
  const { inviteCode = '' } = useParams();
  const navigate = useNavigate();
  const { client, context } = useAccountApi();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<{ error: RegistrationError; email: string } | null>(null);
  const fields = registration?.fields ?? [];
  const textFields = fields.filter((field) => field.type !== 'checkbox');
  const checkboxes = fields.filter((field) => field.type === 'checkbox');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: yupResolver(registrationSchema(registration)),
    defaultValues: { ...registrationDefaults(registration?.fields), inviteCode },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const email = String(values['email']);
    try {
      const code = registration?.invitations ? String(values['inviteCode']) : undefined;
      if (code !== undefined) {
        const { data } = await client.query({ query: CheckInviteDocument, variables: { inviteCode: code }, context });
        if (data.checkInvite !== 'valid') {
          setError('inviteCode', { message: `account.invite.${data.checkInvite}` }, { shouldFocus: true });
          return;
        }
      }
      const { data } = await client.mutate({
        mutation: RegisterCustomerDocument,
        variables: {
          customer: {
            email,
            password: String(values['password']),
            firstname: String(values['firstname']),
            lastname: String(values['lastname']),
            inviteCode: code ?? null,
            customAttributes: customAttributesOf(fields, values),
          },
        },
        context,
      });
      const result = data?.registerCustomer;
      if (result?.token && result.customerId) {
        finishLogin({
          customerId: result.customerId,
          token: result.token,
          alias: null,
          email,
          firstname: String(values['firstname']),
          lastname: String(values['lastname']),
        });
        // The guest guard now sends the visitor on: to /, or to the page they asked for before the landing page.
      } else {
        navigate('/landing', { replace: true, state: landingState('registered') });
      }
    } catch (error) {
      setFailure({ error: registrationErrorOf(error), email });
    }
  });

  return (
    <>
      <h1 css={accountTitle}>{t('account.register.title')}</h1>
      <form css={form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.register.title')}>
        {failure && <LoginErrorMessage error={failure.error} email={failure.email} />}
        <TextField
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors['email']}
          required
        />
        <TextField
          label={t('account.field.password')}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors['password']}
          required
        />
        <TextField
          label={t('account.field.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          registration={register('passwordConfirm')}
          error={errors['passwordConfirm']}
          required
        />
        <TextField
          label={t('account.field.firstname')}
          autoComplete="given-name"
          registration={register('firstname')}
          error={errors['firstname']}
          required
        />
        <TextField
          label={t('account.field.lastname')}
          autoComplete="family-name"
          registration={register('lastname')}
          error={errors['lastname']}
          required
        />
        <RegistrationFields fields={textFields} register={register} errors={errors} />
        {registration?.invitations && (
          <TextField
            label={t('account.field.inviteCode')}
            registration={register('inviteCode')}
            error={errors['inviteCode']}
            required
          />
        )}
        <RegistrationFields fields={checkboxes} register={register} errors={errors} />
        <Button type="submit" disabled={isSubmitting}>
          {t('account.register.submit')}
        </Button>
      </form>
    </>
  );
}
