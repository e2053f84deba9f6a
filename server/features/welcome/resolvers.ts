import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { readWelcome } from './welcome-store.js';

export const getWelcome: QueryResolvers['getWelcome'] = (_parent, _args, { db, cache }) =>
  cache.get('welcome', () => readWelcome(db));
