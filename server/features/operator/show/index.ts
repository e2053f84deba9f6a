// Running the show from the console (issue #18, docs/operators.md "Running the show"): forms and their submissions,
// quick polls, the cards' order and audiences, the streams and their viewers. server/resolvers.ts spreads these maps.
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

export const showQueries = {
  getOperatorForms,
  getFormSubmissions,
  exportFormSubmissions,
  getCardAudiences,
  getOperatorStreams,
};
export const showMutations = { createQuickPoll, moveConversionCard };
export const showSubscriptions = { streamVisitorCountChanged };

/** The show's live parts on this process (the streams' viewers); ends with the app. */
export function useShow(app: FastifyInstance, options: StreamPresenceOptions) {
  useStreamPresence(app, options);
}
