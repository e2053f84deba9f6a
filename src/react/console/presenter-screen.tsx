import { ApolloProvider, useQuery, useSubscription } from '@apollo/client';
import { useState } from 'react';
import type { GetPresenterScreenQuery } from '../core/api/graphql.generated';
import { useTranslation } from '../core/i18n/translator';
import { ConsoleTexts, useConsoleClient } from './console-session';
import { LoginForm, type OperatorSession } from './login-form';
import { GetPresenterScreenDocument, PresenterScreenChangedDocument } from './qa.operations.generated';
import { JoinCode } from './presenter-join-code';
import { PresenterPoll } from './presenter-poll';
import { emphasis, loginBox, questionFontSize, screenBody, screenFooter, screenRoot, small } from './presenter-styles';

type Screen = GetPresenterScreenQuery['getPresenterScreen'];

/**
 * <event-present>: the presenter screen for a projector (issue #30). An operator logs in (as in the console); then it
 * shows what the console switches it to, pushed over the console's subscription: the join address with a QR code, a
 * Q&A's highlighted question, or a poll's or word cloud's live results. Large type, high contrast, no scrolling.
 */
export function EventPresent() {
  return (
    <ConsoleTexts>
      <PresenterSession />
    </ConsoleTexts>
  );
}

function PresenterSession() {
  const { t } = useTranslation();
  const [session, setSession] = useState<OperatorSession | null>(null);
  const client = useConsoleClient(session?.token ?? null);
  return (
    <ApolloProvider client={client.apollo}>
      {session ? (
        <LiveScreen />
      ) : (
        <div css={loginBox}>
          <h1>{t('console.presenter.screenTitle')}</h1>
          <LoginForm onLoggedIn={setSession} />
        </div>
      )}
    </ApolloProvider>
  );
}

function LiveScreen() {
  const { t } = useTranslation();
  const { data, error } = useQuery(GetPresenterScreenDocument);
  // The pushes land in the cache the query reads (PresenterScreen is one object, console-client.ts).
  useSubscription(PresenterScreenChangedDocument);
  const screen = data?.getPresenterScreen;
  if (!screen) {
    return (
      <div css={screenRoot} role={error ? 'alert' : 'status'}>
        <p css={screenBody}>{t(error ? 'console.presenter.failed' : 'console.loading')}</p>
      </div>
    );
  }
  return <ScreenView screen={screen} />;
}

function ScreenView({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const joinUrl = new URL(screen.joinUrl ?? '/', document.baseURI).href;
  const join = screen.mode === 'join';
  return (
    <div css={screenRoot} data-presenter-mode={screen.mode}>
      <main css={screenBody} aria-live="polite">
        {join ? (
          <>
            <h1 css={emphasis}>{t('console.presenter.joinHeading')}</h1>
            <p css={[small, { fontSize: 'min(5vw, 6vh)', overflowWrap: 'anywhere' }]}>{joinUrl}</p>
          </>
        ) : null}
        {screen.mode === 'question' ? <QuestionView screen={screen} /> : null}
        {screen.mode === 'poll' && screen.poll ? <PresenterPoll poll={screen.poll} /> : null}
      </main>
      <footer css={screenFooter} data-join-footer>
        {join ? null : (
          <p css={[small, { overflowWrap: 'anywhere' }]}>{t('console.presenter.joinAt', { url: joinUrl })}</p>
        )}
        <JoinCode url={joinUrl} large={join} />
      </footer>
    </div>
  );
}

function QuestionView({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const question = screen.question;
  return (
    <>
      {screen.title ? <h1 css={small}>{screen.title}</h1> : null}
      {question ? (
        <figure css={{ margin: 0 }} data-presenter-question={question.id}>
          <blockquote css={[emphasis, { margin: 0, fontSize: questionFontSize(question.text) }]}>
            {question.text}
          </blockquote>
          <figcaption css={small}>
            {question.authorName ?? t('console.qa.anonymous')} ·{' '}
            {t('console.presenter.upvotes', { count: question.upvotes })}
          </figcaption>
        </figure>
      ) : (
        <p css={emphasis}>{t('console.presenter.noQuestion')}</p>
      )}
    </>
  );
}
