import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { CustomerAnonymousLoginDocument } from '../../core/session/session.operations.generated';
import { RegisterDocument } from '../account.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { useSessionStore } from '../../core/session/session';
import { Button } from '../../core/ui/button';
import { form, notice } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAccountApi } from '../hooks/use-account-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { accountTitle } from '../pages/account-page-styles';
import { RegistrationFields } from './registration-fields';
import { anonymousRegistrationSchema, customAttributesOf, registrationDefaults } from './registration-schema';

/** §3 the anonymous registration form: firstName, email and the configured fields; then an anonymous login. */
export function AnonymousRegistrationForm() {
  const { t } = useTranslation();
  const { registration } = useConfig();
  const { client, context } = useAccountApi();
  const finishLogin = useFinishLogin();
  const sessionStore = useSessionStore();
  const [failed, setFailed] = useState(false);
  const fields = registration?.fields ?? [];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, unknown>>({
    resolver: yupResolver(anonymousRegistrationSchema(registration)),
    defaultValues: registrationDefaults(fields),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      // §4: the anonymous login first, then the registration with its token, so the server files the registration
      // under that visitor (the same anonymous id) and the first name is theirs from the start.
      const { data } = await client.query({ query: CustomerAnonymousLoginDocument, context });
      const login = data.customerAnonymousLogin;
      const firstname = String(values['firstName']).trim();
      await client.mutate({
        mutation: RegisterDocument,
        variables: {
          input: {
            firstName: firstname,
            email: String(values['email']),
            customAttributes: customAttributesOf(fields, values),
            anonymousCustomerId: sessionStore.getSnapshot().anonymousCustomerId,
          },
        },
        context: { ...context, headers: { ...context.headers, Authorization: `Bearer ${login.token}` } },
      });
      finishLogin({ ...login, firstname });
    } catch {
      setFailed(true);
    }
  });

  return (
    <>
      <h1 css={accountTitle}>{t('account.register.anonymousTitle')}</h1>
      <form
        css={form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('account.register.anonymousTitle')}
      >
        {failed && (
          <div css={notice('error')} role="alert">
            {t('account.error.anonymousRegistration')}
          </div>
        )}
        <TextField
          label={t('account.field.firstname')}
          autoComplete="given-name"
          registration={register('firstName')}
          error={errors['firstName']}
          required
        />
        <TextField
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors['email']}
          required
        />
        <RegistrationFields fields={fields} register={register} errors={errors} />
        <Button type="submit" disabled={isSubmitting}>
          {t('account.register.submit')}
        </Button>
      </form>
    </>
  );
}
