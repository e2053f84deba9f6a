// What other features may use of the polls feature (the operator opens, closes, clears and exports polls); lint
// holds them to it.
export { parsePollCode } from './resolvers.js';
export { countWords, findPollRow, readPoll } from './poll-store.js';
export { clearPoll, setPollStatus } from './poll-votes.js';
