import { ApolloError, useMutation } from '@apollo/client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorCodeOf, ErrorCode } from '../core/api/error-codes';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field, form } from '../core/ui/form-styles';
import {
  OperatorLinkLoginDocument,
  OperatorLoginDocument,
  RequestOperatorLoginLinkDocument,
} from './console.operations.generated';
import type { OperatorLoginMutation } from '../core/api/graphql.generated';
import { FailureAlert } from './console-parts';

export type OperatorSession = OperatorLoginMutation['operatorLogin'];

/** The one-time login link's token: /console#login=<token> (docs/operators.md "Logging in"). */
const LINK_PARAMETER = 'login';

function codeOf(failure: unknown): string | undefined {
  const first = failure instanceof ApolloError ? failure.graphQLErrors[0] : undefined;
  return first ? errorCodeOf(first) : undefined;
}

/**
 * Takes a one-time login link's token out of the console page's address (the link opens /console, the console's own
 * page), so a reload or a copied address does not carry it on.
 */
function takeLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get(LINK_PARAMETER);
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

/**
 * The operator's e-mail and password, or a one-time login link by e-mail; the answer's token opens the console (kept
 * in memory only). A link's token in the page's address logs in at once.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: OperatorSession) => void }) {
  const { t } = useTranslation();
  const [login, { loading }] = useMutation(OperatorLoginDocument);
  const [linkLogin, { loading: linkLoading }] = useMutation(OperatorLinkLoginDocument);
  const [requestLink, { loading: requesting }] = useMutation(RequestOperatorLoginLinkDocument);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const emailId = useId();
  const passwordId = useId();

  useEffect(() => {
    const token = takeLinkToken();
    if (!token) return;
    linkLogin({ variables: { token } })
      .then((answer) => {
        if (answer.data) onLoggedIn(answer.data.operatorLinkLogin);
      })
      .catch((failure: unknown) => {
        const code = codeOf(failure);
        setError(
          code === ErrorCode.BadUserInput
            ? 'console.login.linkInvalid'
            : code === '429'
              ? 'console.login.tooMany'
              : 'console.login.failed',
        );
      });
    // Once, when the console opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setNotice(null);
    if (!email || !password) {
      setError('console.login.required');
      return;
    }
    setError(null);
    try {
      const answer = await login({ variables: { email, password } });
      if (answer.data) onLoggedIn(answer.data.operatorLogin);
    } catch (failure) {
      const code = codeOf(failure);
      setError(
        code === ErrorCode.BadUserInput
          ? 'console.login.invalid'
          : code === '429'
            ? 'console.login.tooMany'
            : 'console.login.failed',
      );
    }
  }

  /** The same notice whether or not the address is an operator's: the server answers alike. */
  async function sendLink() {
    const email = formRef.current ? String(new FormData(formRef.current).get('email') ?? '').trim() : '';
    setNotice(null);
    if (!email) {
      setError('console.login.emailRequired');
      return;
    }
    setError(null);
    try {
      await requestLink({ variables: { email } });
      setNotice('console.login.linkSent');
    } catch (failure) {
      setError(codeOf(failure) === '429' ? 'console.login.tooMany' : 'console.login.failed');
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('console.login.heading')}</h2>
      {linkLoading ? <p role="status">{t('console.login.linkLoggingIn')}</p> : null}
      <form ref={formRef} css={form} onSubmit={(event) => void submit(event)} noValidate>
        <div css={field}>
          <label htmlFor={emailId}>{t('console.login.email')}</label>
          <input id={emailId} name="email" type="email" autoComplete="username" required />
        </div>
        <div css={field}>
          <label htmlFor={passwordId}>{t('console.login.password')}</label>
          <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
        </div>
        <FailureAlert textKey={error} />
        <div aria-live="polite">{notice ? <p>{t(notice)}</p> : null}</div>
        <Button type="submit" disabled={loading || linkLoading}>
          {t('console.login.submit')}
        </Button>
        <Button type="button" variant="secondary" disabled={requesting} onClick={() => void sendLink()}>
          {t('console.login.linkButton')}
        </Button>
      </form>
    </section>
  );
}
