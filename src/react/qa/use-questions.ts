// The data side of <event-qa>: the questions, asked again every pollIntervall (the spec's polling style, decision
// 0029), asking and upvoting through Apollo, and what failed in words the component can show.
import { useCallback, useRef, useState } from 'react';
import type { GetQuestionsQuery, QuestionSort } from '../core/api/graphql.generated';
import { ErrorCode } from '../core/api/error-codes';
import { apiErrorCode } from '../core/api/api-transport';
import { useApiQuery } from '../core/api/use-api-query';
import { loadApiClient } from '../core/api/with-apollo';
import { useConfig } from '../core/config/config-context';
import { useEmit } from '../core/element/host-context';
import { useEnsureSession } from '../core/session/use-ensure-session';
import type { QaAskDetail, QaUpvoteDetail } from './qa-events';
import {
  AskQuestionDocument,
  GetQuestionsDocument,
  RemoveQuestionUpvoteDocument,
  UpvoteQuestionDocument,
} from './qa.operations.generated';

export type QuestionPage = GetQuestionsQuery['getQuestions'];
export type Question = QuestionPage['questions'][number];

/** refused: a rule said no (closed, already upvoted, 403); tooMany: over a limit (429); invalid: the text (input). */
export type SendError = 'refused' | 'tooMany' | 'invalid' | 'failed';

function sendErrorOf(error: unknown): SendError {
  const code = apiErrorCode(error);
  if (code === ErrorCode.Forbidden || code === ErrorCode.NotFound) return 'refused';
  if (code === '429') return 'tooMany';
  if (code === ErrorCode.BadUserInput) return 'invalid';
  return 'failed';
}

/** The page grows by this many questions up to the API's largest page. */
export const QUESTIONS_PAGE = 30;
export const QUESTIONS_MAX = 100;

export interface QuestionsState {
  page: QuestionPage | undefined;
  loading: boolean;
  loadError: 'notFound' | 'failed' | null;
  /** Without a server (static mode) the Q&A is read only. */
  readOnly: boolean;
  sort: QuestionSort;
  setSort(sort: QuestionSort): void;
  /** Shows up to QUESTIONS_PAGE more (at most QUESTIONS_MAX). */
  showMore(): void;
  sending: boolean;
  sendError: SendError | null;
  /** Resolves with the question once the server took it, null when it refused. */
  ask(text: string, name: string | null): Promise<Question | null>;
  toggleUpvote(question: Question): Promise<void>;
  reload(): void;
}

export function useQuestions(code: string, refreshMs: number): QuestionsState {
  const config = useConfig();
  const [sort, setSort] = useState<QuestionSort>('popular');
  const [limit, setLimit] = useState(QUESTIONS_PAGE);
  // The questions show from the first answer, before Apollo Client has loaded (decision 0015).
  const { data, loading, error, refetch } = useApiQuery(GetQuestionsDocument, {
    variables: { code, sort, limit },
    pollInterval: refreshMs,
    skip: code === '',
  });
  // Another order or a longer page keeps the list on screen until its answer is there.
  const shown = useRef<QuestionPage | undefined>(undefined);
  if (data) shown.current = data.getQuestions;
  const page = data?.getQuestions ?? shown.current;
  const ensureSession = useEnsureSession();
  const emit = useEmit();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<SendError | null>(null);

  const send = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | null> => {
      setSendError(null);
      setSending(true);
      try {
        await ensureSession();
        return await work();
      } catch (failure) {
        setSendError(sendErrorOf(failure));
        return null;
      } finally {
        setSending(false);
        refetch();
      }
    },
    [ensureSession, refetch],
  );

  const ask = useCallback(
    (text: string, name: string | null) =>
      send(async () => {
        const client = await loadApiClient(config);
        const { data: asked } = await client.mutate({ mutation: AskQuestionDocument, variables: { code, text, name } });
        const question = asked?.askQuestion;
        if (!question) throw new Error('No question in the answer');
        emit<QaAskDetail>('event-qa-ask', { code, questionId: question.id, pending: question.status === 'pending' });
        return question;
      }),
    [config, code, send, emit],
  );

  const toggleUpvote = useCallback(
    async (question: Question) => {
      await send(async () => {
        const client = await loadApiClient(config);
        const variables = { id: question.id };
        const upvoted = question.upvoted
          ? (await client.mutate({ mutation: RemoveQuestionUpvoteDocument, variables })).data?.removeQuestionUpvote
          : (await client.mutate({ mutation: UpvoteQuestionDocument, variables })).data?.upvoteQuestion;
        emit<QaUpvoteDetail>('event-qa-upvote', { code, questionId: question.id, upvoted: upvoted?.upvoted ?? false });
      });
    },
    [config, code, send, emit],
  );

  const loadCode = apiErrorCode(error);
  return {
    page,
    loading: loading && !page,
    loadError: page ? null : error ? (loadCode === ErrorCode.NotFound ? 'notFound' : 'failed') : null,
    readOnly: config.apiType === 'rest',
    sort,
    setSort,
    showMore: () => setLimit((current) => Math.min(QUESTIONS_MAX, current + QUESTIONS_PAGE)),
    sending,
    sendError,
    ask,
    toggleUpvote,
    reload: refetch,
  };
}
