// Every feature's resolvers in one map; each feature owns its file under features/.
import { JSONResolver } from 'graphql-scalars';
import { customerAnonymousLogin, getCurrentCustomer } from './features/customers/resolvers.js';
import { clearPoll, closePoll, getPollResults, openPoll } from './features/operator/resolvers.js';
import { addWordToWordCloud, getSinglePollForFrontend, placePollVoteFromFrontend } from './features/polls/resolvers.js';
import { getStreamAccess } from './features/stream-access/resolvers.js';
import { track } from './features/tracking/resolvers.js';
import { getWelcome } from './features/welcome/resolvers.js';
import type { Resolvers } from './schema/resolvers.generated.js';

export const resolvers: Resolvers = {
  JSON: JSONResolver,
  Query: {
    getWelcome,
    getStreamAccess,
    getCurrentCustomer,
    customerAnonymousLogin,
    getSinglePollForFrontend,
    getPollResults,
  },
  Mutation: { track, placePollVoteFromFrontend, addWordToWordCloud, openPoll, closePoll, clearPoll },
};
