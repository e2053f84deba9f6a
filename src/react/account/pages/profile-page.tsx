import { useQuery } from '@apollo/client';
import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/translator';
import { ResetSentNotice } from './reset-sent-notice';
import { Link, useNavigate } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { object, string } from 'yup';
import { DeleteCurrentCustomerDocument, ResetCustomerPasswordDocument } from '../account.operations.generated';
import { GetCurrentCustomerDocument } from '../../core/session/customer.operations.generated';
import { Button } from '../../core/ui/button';
import { Loading } from '../../core/ui/loading';
import { hasCode } from '../account-errors';
import { form, notice } from '../../core/ui/form-styles';
import { TextField } from '../../core/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useAccountApi } from '../hooks/use-account-api';
import { landingState } from '../landing-notice';
import { registrationFieldLabel } from '../register/registration-fields';
import { accountPage, accountTitle } from './account-page-styles';

const details = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0 0 24px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const schema = object({ password: string().required('account.validation.required') });

function attributeText(value: unknown, t: (key: string) => string): string {
  if (typeof value === 'boolean') return t(value ? 'account.profile.yes' : 'account.profile.no');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/**
 * §2 /profile: read-only e-mail, names and custom attributes (labelled as the registration form labels them); the
 * reset mail; deleting the account. A visitor without an account (anonymous, event password) has none of these.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { registration } = useConfig();
  const { data, loading } = useQuery(GetCurrentCustomerDocument);
  const customer = data?.getCurrentCustomer;
  if (loading) return <Loading />;
  if (!customer?.email) {
    return (
      <div css={accountPage} part="profile">
        <h1 css={accountTitle}>{t('account.profile.title')}</h1>
        <p data-notice="noAccount">{t('account.profile.noAccount')}</p>
        <Link to="/">{t('nav.home')}</Link>
      </div>
    );
  }
  const attributes = Object.entries((customer.customAttributes ?? {}) as Record<string, unknown>);
  return (
    <div css={accountPage} part="profile">
      <h1 css={accountTitle}>{t('account.profile.title')}</h1>
      <dl css={details} part="profile-details">
        <dt>{t('account.field.email')}</dt>
        <dd>{customer.email}</dd>
        <dt>{t('account.field.firstname')}</dt>
        <dd>{customer.firstname}</dd>
        <dt>{t('account.field.lastname')}</dt>
        <dd>{customer.lastname}</dd>
        {attributes.map(([code, value]) => (
          <div key={code} css={{ display: 'contents' }}>
            <dt>{registrationFieldLabel(code, registration?.fields, t)}</dt>
            <dd>{attributeText(value, t)}</dd>
          </div>
        ))}
      </dl>
      <ResetMailButton email={customer.email} />
      <DeleteAccountForm />
    </div>
  );
}

function ResetMailButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const { client, context } = useAccountApi();
  const [sent, setSent] = useState(false);
  async function send() {
    await client
      .mutate({ mutation: ResetCustomerPasswordDocument, variables: { email }, context })
      .catch(() => undefined);
    setSent(true);
  }
  return (
    <section css={{ margin: '0 0 32px' }}>
      <h2>{t('account.profile.passwordTitle')}</h2>
      {sent ? (
        <ResetSentNotice />
      ) : (
        <Button variant="secondary" onClick={() => void send()}>
          {t('account.profile.sendReset')}
        </Button>
      )}
    </section>
  );
}

/** §5 "Delete account: password required"; §8 "'Wrong password' on the password field"; success logs out. */
function DeleteAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { client, context } = useAccountApi();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: yupResolver(schema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailed(false);
    try {
      await client.mutate({ mutation: DeleteCurrentCustomerDocument, variables: { password }, context });
      // §4 "account deletion success logs out"; /landing then confirms the deletion.
      navigate('/logout', { replace: true, state: landingState('accountDeleted') });
    } catch (error) {
      if (hasCode(error, 'BAD_USER_INPUT')) {
        setError('password', { message: 'account.error.wrongPassword' }, { shouldFocus: true });
      } else {
        setFailed(true);
      }
    }
  });

  return (
    <section>
      <h2>{t('account.profile.deleteTitle')}</h2>
      <form
        css={form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('account.profile.deleteTitle')}
      >
        <p css={{ margin: 0 }}>{t('account.profile.deleteText')}</p>
        {failed && (
          <div css={notice('error')} role="alert">
            {t('account.error.serviceUnavailable')}
          </div>
        )}
        <TextField
          label={t('account.field.password')}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
          required
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('account.profile.deleteSubmit')}
        </Button>
      </form>
    </section>
  );
}
