import { ApolloError, useMutation } from '@apollo/client';
import { useId, useState, type FormEvent } from 'react';
import { errorCodeOf, ErrorCode } from '../core/api/error-codes';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field, form } from '../core/ui/form-styles';
import { OperatorLoginDocument } from './console.operations.generated';
import type { OperatorLoginMutation } from '../core/api/graphql.generated';
import { FailureAlert } from './console-parts';

export type OperatorSession = OperatorLoginMutation['operatorLogin'];

/** The operator's e-mail and password; the answer's token opens the console (kept in memory only). */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: OperatorSession) => void }) {
  const { t } = useTranslation();
  const [login, { loading }] = useMutation(OperatorLoginDocument);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const emailId = useId();
  const passwordId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      setError('console.login.required');
      return;
    }
    setError(null);
    try {
      const answer = await login({ variables: { email, password } });
      if (answer.data) onLoggedIn(answer.data.operatorLogin);
    } catch (failure) {
      const first = failure instanceof ApolloError ? failure.graphQLErrors[0] : undefined;
      const code = first ? errorCodeOf(first) : undefined;
      setError(
        code === ErrorCode.BadUserInput
          ? 'console.login.invalid'
          : code === '429'
            ? 'console.login.tooMany'
            : 'console.login.failed',
      );
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('console.login.heading')}</h2>
      <form css={form} onSubmit={(event) => void submit(event)} noValidate>
        <div css={field}>
          <label htmlFor={emailId}>{t('console.login.email')}</label>
          <input id={emailId} name="email" type="email" autoComplete="username" required />
        </div>
        <div css={field}>
          <label htmlFor={passwordId}>{t('console.login.password')}</label>
          <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
        </div>
        <FailureAlert textKey={error} />
        <Button type="submit" disabled={loading}>
          {t('console.login.submit')}
        </Button>
      </form>
    </section>
  );
}
