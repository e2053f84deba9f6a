import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { WELCOME_CACHE_KEY } from './index.js';
import { readWelcome } from './welcome-store.js';

export const getWelcome: QueryResolvers['getWelcome'] = (_parent, _args, { db, cache }) =>
  cache.get(WELCOME_CACHE_KEY, () => readWelcome(db));
