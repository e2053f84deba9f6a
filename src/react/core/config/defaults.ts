import type { FoyerConfig } from './config-types';

/** portal.md §9 "Defaults: login type anonymousLogin, session mode normal, project id 4, event project id 6, language
 * de-DE-DU, fallback de." */
export const DEFAULT_CONFIG: FoyerConfig = {
  apiUrl: '/graphql',
  apiType: 'graphql',
  loginType: 'anonymousLogin',
  sessionMode: 'normal',
  projectId: 4,
  eventProjectId: 6,
  language: 'de-DE-DU',
  fallbackLanguage: 'de',
  routing: 'history',
};
