import { useId } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { badge, questionItem, questionMeta, questionText, replyText, upvoteButton, upvoteCount } from './qa-styles';
import type { Question } from './use-questions';

interface QuestionItemProps {
  question: Question;
  /** Upvoting is possible (an open Q&A with a server); one's own questions are never upvoted. */
  canUpvote: boolean;
  sending: boolean;
  onUpvote(question: Question): void;
}

/** One question: its text, who asked, its states, the reply, and the upvote button with the count. */
export function QuestionItem({ question, canUpvote, sending, onUpvote }: QuestionItemProps) {
  const { t } = useTranslation();
  const textId = useId();
  const pending = question.status === 'pending';
  const votes = t('qa.upvotes', { count: question.upvotes });
  return (
    <article
      css={questionItem(question.highlighted)}
      aria-labelledby={textId}
      part="qa-question"
      data-question-id={question.id}
    >
      <p id={textId} css={questionText} part="qa-question-text">
        {question.text}
      </p>
      {canUpvote && !question.own && !pending ? (
        <button
          type="button"
          css={upvoteButton}
          aria-pressed={question.upvoted}
          aria-label={t(question.upvoted ? 'qa.removeUpvote' : 'qa.upvote', { count: question.upvotes })}
          disabled={sending}
          onClick={() => onUpvote(question)}
          part="qa-upvote"
        >
          <span aria-hidden="true">▲</span>
          <span aria-hidden="true" data-upvotes={question.upvotes}>
            {question.upvotes}
          </span>
        </button>
      ) : (
        <p css={upvoteCount} part="qa-upvotes" data-upvotes={question.upvotes}>
          {pending ? null : votes}
        </p>
      )}
      <p css={questionMeta}>
        <span>{question.authorName ?? t('qa.anonymous')}</span>
        {question.own ? <span css={badge}>{t('qa.own')}</span> : null}
        {pending ? <span css={badge}>{t('qa.pending')}</span> : null}
        {question.highlighted ? <span css={badge}>{t('qa.highlighted')}</span> : null}
        {question.answered ? <span css={badge}>{t('qa.answered')}</span> : null}
      </p>
      {question.reply ? (
        <p css={replyText} part="qa-reply">
          <strong>{t('qa.reply')}</strong> {question.reply}
        </p>
      ) : null}
    </article>
  );
}
