// Running the show from the console (issue #18, docs/operators.md "Running the show"): forms and their submissions,
// quick polls, the cards' order and audiences, the streams and their viewers, the Q&A tab and the presenter screen
// (issue #30). server/resolvers.ts spreads these maps.
import type { FastifyInstance } from 'fastify';
import { getCardAudiences, moveConversionCard } from './cards.js';
import { exportFormSubmissions, getFormSubmissions, getOperatorForms } from './forms.js';
import { createQuickPoll } from './quick-poll.js';
import {
  getOperatorStreams,
  streamVisitorCountChanged,
  useStreamPresence,
  type StreamPresenceOptions,
} from './stream-status.js';
import { getPresenterScreen, presenterScreenChanged, showOnPresenter, usePresenter } from '../presenter/presenter.js';
import {
  approveQuestion,
  archiveQuestion,
  clearQuestionHighlight,
  closeQa,
  editQuestion,
  exportQuestions,
  getOperatorQas,
  getOperatorQuestions,
  highlightQuestion,
  markQuestionAnswered,
  mergeQuestion,
  openQa,
  qaChanged,
  rejectQuestion,
  replyToQuestion,
  useQaLive,
} from '../qa/qa-resolvers.js';

export const showQueries = {
  getOperatorForms,
  getFormSubmissions,
  exportFormSubmissions,
  getCardAudiences,
  getOperatorStreams,
  getOperatorQas,
  getOperatorQuestions,
  exportQuestions,
  getPresenterScreen,
};
export const showMutations = {
  createQuickPoll,
  moveConversionCard,
  approveQuestion,
  rejectQuestion,
  editQuestion,
  mergeQuestion,
  highlightQuestion,
  clearQuestionHighlight,
  markQuestionAnswered,
  replyToQuestion,
  archiveQuestion,
  openQa,
  closeQa,
  showOnPresenter,
};
export const showSubscriptions = { streamVisitorCountChanged, qaChanged, presenterScreenChanged };

/** The show's live parts on this process (the streams' viewers, the Q&As, the presenter screen); ends with the app. */
export function useShow(app: FastifyInstance, options: StreamPresenceOptions) {
  useStreamPresence(app, options);
  useQaLive(app, options);
  usePresenter(app, options);
}
