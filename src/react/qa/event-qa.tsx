import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { QA_REFRESH_DEFAULT_MS } from '../core/constants';
import { Button } from '../core/ui/button';
import { Loading } from '../core/ui/loading';
import { AskForm } from './ask-form';
import { QuestionItem } from './question-item';
import { errorText, muted, qaBox, qaTitle, questionList, sortButton, sortGroup } from './qa-styles';
import { QUESTIONS_MAX, useQuestions, type Question } from './use-questions';

export interface EventQaProps {
  /** The Q&A's code from the event file. */
  code?: string;
  /** How often the questions are asked for again, in ms. */
  pollIntervall?: number;
}

const SEND_ERRORS = { refused: 'qa.refused', tooMany: 'qa.tooMany', invalid: 'qa.invalid', failed: 'qa.sendFailed' };

/** <event-qa>: an audience Q&A: ask, upvote, sort by popular or recent, see answers and the highlight. */
export function EventQa({ code = '', pollIntervall }: EventQaProps) {
  const { t } = useTranslation();
  const refreshMs = pollIntervall && pollIntervall > 0 ? pollIntervall : QA_REFRESH_DEFAULT_MS;
  const state = useQuestions(code, refreshMs);
  const titleId = useId();
  const listId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const { page } = state;

  if (state.loading) return <Loading />;
  if (!page) {
    return (
      <div css={qaBox} role="alert" part="qa">
        <p css={errorText}>{t(state.loadError === 'notFound' ? 'qa.notFound' : 'qa.loadError')}</p>
        {state.loadError === 'failed' ? <Button onClick={state.reload}>{t('common.retry')}</Button> : null}
      </div>
    );
  }

  const { qa, highlighted } = page;
  const open = qa.status === 'open' && !state.readOnly;
  const ask = async (text: string, name: string | null) => {
    setNotice(null);
    const question = await state.ask(text, name);
    if (question) setNotice(t(question.status === 'pending' ? 'qa.sentPending' : 'qa.sent'));
    return question;
  };
  const upvote = (question: Question) => {
    setNotice(null);
    void state.toggleUpvote(question);
  };
  const item = (question: Question) => (
    <QuestionItem question={question} canUpvote={open} sending={state.sending} onUpvote={upvote} />
  );

  return (
    <section css={qaBox} part="qa" aria-labelledby={titleId} data-qa-code={qa.code}>
      <h2 id={titleId} css={qaTitle} part="qa-title">
        {qa.title ?? t('qa.untitled')}
      </h2>
      {qa.description ? <p css={muted}>{qa.description}</p> : null}
      {highlighted ? (
        <section aria-label={t('qa.highlighted')} part="qa-highlighted">
          {item(highlighted)}
        </section>
      ) : null}
      {open ? <AskForm qa={qa} sending={state.sending} onAsk={ask} /> : null}
      {qa.status === 'closed' ? <p css={muted}>{t('qa.closed')}</p> : null}
      <div aria-live="polite" part="qa-notice">
        {state.sendError ? (
          <p css={errorText} role="alert" part="qa-error">
            {t(SEND_ERRORS[state.sendError])}
          </p>
        ) : notice ? (
          <p css={muted}>{notice}</p>
        ) : null}
      </div>
      {page.ownPending.length > 0 ? (
        <section aria-label={t('qa.ownPending')} part="qa-own-pending">
          <h3 css={{ margin: 0, fontSize: 16 }}>{t('qa.ownPending')}</h3>
          <ul css={questionList}>
            {page.ownPending.map((question) => (
              <li key={question.id}>{item(question)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div css={sortGroup} role="group" aria-label={t('qa.sortLabel')} part="qa-sort">
        {(['popular', 'recent'] as const).map((sort) => (
          <button
            key={sort}
            type="button"
            css={sortButton}
            aria-pressed={state.sort === sort}
            aria-controls={listId}
            onClick={() => state.setSort(sort)}
          >
            {t(`qa.sort.${sort}`)}
          </button>
        ))}
        <span css={muted} part="qa-total">
          {t('qa.total', { count: page.total })}
        </span>
      </div>
      {page.questions.length === 0 ? <p css={muted}>{t(open ? 'qa.empty' : 'qa.emptyReadOnly')}</p> : null}
      <ul css={questionList} id={listId} aria-label={t('qa.listLabel')} part="qa-questions">
        {page.questions.map((question) => (
          <li key={question.id}>{item(question)}</li>
        ))}
      </ul>
      {page.total > page.questions.length && page.questions.length < QUESTIONS_MAX ? (
        <div>
          <Button variant="secondary" onClick={state.showMore}>
            {t('qa.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
