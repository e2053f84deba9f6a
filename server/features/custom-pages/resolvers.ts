// getCustomPageForFrontend (portal.md §2, §6, §7, §8): the server enforces every limit of a page. A refusal is an
// error with the §8 code and carries none of the page's data.
import { authorize } from '../../auth/access-policy.js';
import type { GraphQLContext } from '../../context.js';
import { badUserInput, notAvailableNow, notFound, passwordRequired } from '../../errors.js';
import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { refundAttempts, takeAttempts, type Attempt } from '../../auth/attempts.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import { PASSWORD_MAX_LENGTH, verifyPassword } from '../../auth/passwords.js';
import { findProject, listProjects } from '../stream-access/index.js';
import { CUSTOM_PAGE_LIMITS } from '../custom-page-constants.js';
import { findCustomPage, type StoredCustomPage } from './custom-page-store.js';

/** §8 texts; the client shows its own translation for each code (403 and 4033 come from access-policy.ts). */
const MESSAGES = {
  notFound: 'Page not found',
  notAvailable: 'not available yet or any longer',
  password: 'password protected, incorrect password',
} as const;

/** /page/vip/ and /page/vip are one page. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** 4031 outside the window: the project's schedule for 'event', else startDate (inclusive) to endDate (exclusive). */
async function checkWindow(page: StoredCustomPage, project: string, ctx: GraphQLContext): Promise<void> {
  let start = page.startDate;
  let end = page.endDate;
  if (page.schedulingMode === 'event') {
    const found = findProject(await ctx.cache.get('projects', () => listProjects(ctx.db)), project);
    if (!found) throw badUserInput(`Unknown project "${project}": use a project id or code from the event file`);
    start = found.starts_at;
    end = found.ends_at;
  }
  const now = ctx.clock().getTime();
  if ((start !== null && now < Date.parse(start)) || (end !== null && now >= Date.parse(end))) {
    throw notAvailableNow(MESSAGES.notAvailable);
  }
}

/**
 * 4032 without the right password. Every guess counts, before it is checked, per page and address, per address and
 * per page (a ceiling one address cannot reach); a right one is given back.
 */
async function checkPassword(page: StoredCustomPage, password: string | null | undefined, ctx: GraphQLContext) {
  if (page.passwordHash === null) return;
  if (!password) throw passwordRequired(MESSAGES.password);
  const keys: Attempt[] = [
    [`page-password:page-ip:${page.path}|${ctx.ip}`, LIMITS.sharedPasswordFailuresPerIp],
    [`page-password:ip:${ctx.ip}`, LIMITS.passwordFailuresPerIp],
    [`page-password:page:${page.path}`, LIMITS.sharedPasswordFailures],
  ];
  await takeAttempts(ctx, ...keys);
  if (password.length > PASSWORD_MAX_LENGTH || !(await verifyPassword(page.passwordHash, password))) {
    throw passwordRequired(MESSAGES.password);
  }
  await refundAttempts(ctx, ...keys);
}

export const getCustomPageForFrontend: QueryResolvers['getCustomPageForFrontend'] = async (
  _parent,
  { project, path, password },
  ctx,
) => {
  if (path.length > CUSTOM_PAGE_LIMITS.pathLength) throw notFound(MESSAGES.notFound);
  if (project.length > CUSTOM_PAGE_LIMITS.pathLength) throw badUserInput('project is too long');
  const page = await findCustomPage(ctx.db, ctx.cache, normalizePath(path));
  if (!page || page.status !== 'active') throw notFound(MESSAGES.notFound);
  // 403 unless the event admits the session (and the page's login limit); 4033 for another ticket category.
  await authorize(ctx, 'openCustomPage', page);
  // §2 a previewer (features/accounts/preview.ts) passes every limit.
  if (!ctx.preview) {
    await checkWindow(page, project, ctx);
    await checkPassword(page, password, ctx);
  }
  return {
    revNo: page.revNo,
    status: page.status,
    title: page.title,
    schedulingMode: page.schedulingMode,
    startDate: page.startDate,
    endDate: page.endDate,
    elements: page.elements
      .filter((element) => element.status === 'active')
      .sort((a, b) => a.sequenceId - b.sequenceId)
      .map(({ code, component, params, sequenceId, status }) => ({ code, component, params, sequenceId, status })),
  };
};
