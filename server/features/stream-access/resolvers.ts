import { allows } from '../../auth/access-policy.js';
import { badUserInput } from '../../errors.js';
import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { findProject, listProjects } from './project-store.js';

/**
 * portal.md §4: loggedOut without a valid token or with a session the event does not admit (access-policy.ts), else early / ok / late by the project's schedule (end exclusive).
 * A previewer (§2, features/accounts/preview.ts) is let in outside the schedule.
 */
export const getStreamAccess: QueryResolvers['getStreamAccess'] = async (_parent, { project }, ctx) => {
  const { db, cache, session, clock, preview } = ctx;
  const found = findProject(await cache.get('projects', () => listProjects(db)), project);
  if (!found) throw badUserInput(`Unknown project "${project}": use a project id or code from the event file`);
  if (!session || !(await allows(ctx, 'watchStream'))) return 'loggedOut';
  if (preview) return 'ok';
  const now = clock().getTime();
  if (now < Date.parse(found.starts_at)) return 'early';
  if (now >= Date.parse(found.ends_at)) return 'late';
  return 'ok';
};
