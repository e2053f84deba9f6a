// What other features may use of the polls feature (the operator opens, closes, clears and exports polls); lint
// holds them to it.
export { parsePollCode, parseWordArgs } from './resolvers.js';
export { countWords, findPollRow, readPoll } from './poll-store.js';
export { pollChanged, usePollAnswers } from './poll-answers.js';
export { clearPoll, normaliseWord, removeWord, setPollStatus } from './poll-votes.js';
export { pollHasVotes, readPollDefinitions, writePoll } from './poll-import.js';
