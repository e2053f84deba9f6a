// What other features may use of the Q&A feature (the operator's console and presenter screen); lint holds them to it.
export { qaCode, questionId, questionsChanged, questionText } from './resolvers.js';
export {
  allQas,
  countQuestions,
  findQa,
  findQaById,
  findQuestion,
  readQuestions,
  type QuestionRow,
  type QuestionStatus,
  type StoredQa,
} from './qa-store.js';
export {
  clearHighlight,
  editQuestionText,
  highlightQuestion,
  mergeQuestion,
  setAnswered,
  setQaStatus,
  setQuestionStatus,
  setReply,
} from './qa-questions.js';
export { toOperatorQa, toOperatorQuestion } from './qa-views.js';
export { importQas } from './qa-import.js';
