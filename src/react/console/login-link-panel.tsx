import { ApolloError, useMutation } from '@apollo/client';
import { useId, useState, type FormEvent } from 'react';
import { errorCodeOf } from '../core/api/error-codes';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field, form } from '../core/ui/form-styles';
import { SendOperatorLoginLinkDocument } from './console.operations.generated';
import { FailureAlert } from './console-parts';

/** Owners: mails another operator a one-time login link (docs/operators.md "Logging in"). */
export function LoginLinkPanel() {
  const { t } = useTranslation();
  const [send, { loading }] = useMutation(SendOperatorLoginLinkDocument);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingId = useId();
  const emailId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setSentTo(null);
    if (!email) {
      setError('console.login.emailRequired');
      return;
    }
    setError(null);
    try {
      await send({ variables: { email } });
      setSentTo(email);
    } catch (failure) {
      const first = failure instanceof ApolloError ? failure.graphQLErrors[0] : undefined;
      setError(first && errorCodeOf(first) === '404' ? 'console.loginLink.unknown' : 'console.loginLink.failed');
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.loginLink.heading')}</h3>
      <form css={form} onSubmit={(event) => void submit(event)} noValidate>
        <div css={field}>
          <label htmlFor={emailId}>{t('console.loginLink.email')}</label>
          <input id={emailId} name="email" type="email" autoComplete="off" required />
        </div>
        <FailureAlert textKey={error} />
        <div aria-live="polite">{sentTo ? <p>{t('console.loginLink.sent', { email: sentTo })}</p> : null}</div>
        <Button type="submit" disabled={loading}>
          {t('console.loginLink.submit')}
        </Button>
      </form>
    </section>
  );
}
