// Every feature's resolvers in one map; each feature owns its file under features/.
import { JSONResolver } from 'graphql-scalars';
import { customerAnonymousLogin, getCurrentCustomer } from './features/customers/resolvers.js';
import { getStreamAccess } from './features/stream-access/resolvers.js';
import { getStream, getStreamVisitorCount, leaveStream, pingStream } from './features/stream/resolvers.js';
import { track } from './features/tracking/resolvers.js';
import { getWelcome } from './features/welcome/resolvers.js';
import type { Resolvers } from './schema/resolvers.generated.js';

export const resolvers: Resolvers = {
  JSON: JSONResolver,
  Query: { getWelcome, getStreamAccess, getCurrentCustomer, customerAnonymousLogin, getStream, getStreamVisitorCount },
  Mutation: { track, pingStream, leaveStream },
};
