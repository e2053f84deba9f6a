// getCustomPageForFrontend (portal.md §2, §6, §7, §8): the server enforces every limit of a page. A refusal is an
// error with the §8 code and carries none of the page's data.
import type { GraphQLContext } from '../../context.js';
import {
  badUserInput,
  forbidden,
  notAvailableNow,
  notFound,
  passwordRequired,
  wrongTicketCategory,
} from '../../errors.js';
import type { QueryResolvers } from '../../schema/resolvers.generated.js';
import { checkAttempts, countAttempt, type Attempt } from '../accounts/account-actions.js';
import { LIMITS } from '../accounts/limits.js';
import { PASSWORD_MAX_LENGTH, verifyPassword } from '../accounts/passwords.js';
import { findCustomerById } from '../customers/customer-store.js';
import { ANONYMOUS_ALIAS } from '../customers/resolvers.js';
import { findProject, listProjects } from '../stream-access/project-store.js';
import { CUSTOM_PAGE_LIMITS } from './custom-page-constants.js';
import { findCustomPage, type StoredCustomPage } from './custom-page-store.js';

/** §8 texts; the client shows its own translation for each code. */
const MESSAGES = {
  notFound: 'Page not found',
  loginRequired: 'You need to be logged in',
  notAvailable: 'not available yet or any longer',
  password: 'password protected, incorrect password',
  ticketCategory: 'wrong ticket category',
} as const;

/** /page/vip/ and /page/vip are one page. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** 403 unless a logged-in (not anonymous) customer asks; 4033 unless their ticket category is one of the page's. */
async function checkCustomer(page: StoredCustomPage, ctx: GraphQLContext): Promise<void> {
  const limitedToCategories = page.ticketCategories.length > 0;
  if (!page.requiresLogin && !limitedToCategories) return;
  const id = Number(ctx.session?.customerId);
  const customer =
    ctx.session && !ctx.session.anonymousCustomerId && Number.isSafeInteger(id)
      ? await findCustomerById(ctx.db, id)
      : undefined;
  // Anyone logged in counts (e-mail, event password, parent project), anonymous visitors do not.
  if (!customer || customer.alias === ANONYMOUS_ALIAS || customer.anonymous_customer_id !== null) {
    throw forbidden(MESSAGES.loginRequired);
  }
  if (limitedToCategories && !page.ticketCategories.includes(customer.ticket_category_code ?? '')) {
    throw wrongTicketCategory(MESSAGES.ticketCategory);
  }
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

/** 4032 without the right password; wrong guesses count against the caller's address like failed logins. */
async function checkPassword(page: StoredCustomPage, password: string | null | undefined, ctx: GraphQLContext) {
  if (page.passwordHash === null) return;
  if (!password) throw passwordRequired(MESSAGES.password);
  const ipKey: Attempt = [`page-password:ip:${ctx.ip}`, LIMITS.loginFailuresPerIp];
  await checkAttempts(ctx, ipKey);
  if (password.length > PASSWORD_MAX_LENGTH || !(await verifyPassword(page.passwordHash, password))) {
    await countAttempt(ctx, ipKey);
    throw passwordRequired(MESSAGES.password);
  }
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
  // §2 a previewer (features/accounts/preview.ts) passes every limit.
  if (!ctx.preview) {
    await checkCustomer(page, ctx);
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
