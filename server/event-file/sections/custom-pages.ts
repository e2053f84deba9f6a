import { z } from 'zod';
import { CUSTOM_PAGE_LIMITS, RESERVED_PORTAL_PATHS } from '../../features/custom-page-constants.js';
import { code, isoDateTime, localPath, passwordHash, pathOrHttpAddress, text } from './common.js';

/** A portal path like /page/vip: segments of letters, digits, - and _; no trailing slash. */
export const customPagePath = z
  .string()
  .max(CUSTOM_PAGE_LIMITS.pathLength)
  .regex(/^(\/[A-Za-z0-9_-]+)+$/, { error: 'expected a path like /page/vip (letters, digits, - and _)' })
  .refine((path) => !RESERVED_PORTAL_PATHS.includes(path.split('/')[1] ?? ''), {
    error: `the first segment is a portal route of its own (${RESERVED_PORTAL_PATHS.join(', ')})`,
  });

/** The portal path whose conversion cards an element shows (any path, /stream included). */
const cardsPath = localPath.max(CUSTOM_PAGE_LIMITS.pathLength);

/** Where a video plays from: an http(s) address or a path on this server. */
const address = pathOrHttpAddress;

const videoId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'expected a video id (letters, digits, - and _)' });

const element = <C extends string, P extends z.ZodType>(component: C, params: P) =>
  z.strictObject({
    code,
    component: z.literal(component),
    params,
    sequenceId: z.int().min(0),
    status: z.enum(['active', 'hidden']).default('active'),
  });

/** Each component's params (docs/event-file.md#custompages). */
const customPageElement = z.discriminatedUnion('component', [
  // <event-cards> of a portal path: the page's own path unless `path` names another.
  element('cta', z.strictObject({ path: cardsPath.optional(), layout: z.enum(['side', 'grid']).optional() })),
  element('stream', z.strictObject({ streamCode: code })),
  element('streamWithCta', z.strictObject({ streamCode: code, ctaPath: cardsPath.optional() })),
  element('jsx', z.strictObject({ jsx: text.max(CUSTOM_PAGE_LIMITS.jsxLength) })),
  element(
    'video',
    z
      .strictObject({
        platform: z.enum(['html', 'vimeo', 'youtube']),
        url: address.optional(),
        videoId: videoId.optional(),
        title: text.max(200),
      })
      .refine((video) => (video.platform === 'html' ? video.url : video.videoId) !== undefined, {
        error: 'platform html needs url; vimeo and youtube need videoId',
      }),
  ),
  element('form', z.strictObject({ formCode: code })),
]);

export const customPageSchema = z
  .strictObject({
    path: customPagePath,
    title: text.max(200),
    status: z.enum(['active', 'hidden']).default('active'),
    /** event: open while the portal's project is (getStreamAccess); custom: from startDate to endDate. */
    schedulingMode: z.enum(['event', 'custom']).default('custom'),
    startDate: isoDateTime.optional(),
    endDate: isoDateTime.optional(),
    /** The page's password in plain text; stored only as an argon2id hash. */
    password: z.string().min(4, { error: 'expected at least 4 characters' }).max(256).optional(),
    /** The password as its argon2id hash, as export-event writes it (never the password itself). */
    passwordHash: passwordHash.optional(),
    requiresLogin: z.boolean().default(false),
    /** Only visitors logged in with one of these ticket categories (implies requiresLogin). */
    ticketCategories: z.array(code).max(50).default([]),
    elements: z.array(customPageElement).max(CUSTOM_PAGE_LIMITS.elements).default([]),
  })
  .superRefine((page, ctx) => {
    if (page.password !== undefined && page.passwordHash !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['passwordHash'], message: 'give password or passwordHash, not both' });
    }
    if (page.schedulingMode === 'event' && (page.startDate || page.endDate)) {
      ctx.addIssue({ code: 'custom', path: ['schedulingMode'], message: "startDate and endDate need 'custom'" });
    }
    if (page.startDate && page.endDate && Date.parse(page.endDate) <= Date.parse(page.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be later than startDate' });
    }
    const codes = new Set<string>();
    page.elements.forEach((pageElement, index) => {
      if (codes.has(pageElement.code)) {
        ctx.addIssue({ code: 'custom', path: ['elements', index, 'code'], message: 'duplicate element code' });
      }
      codes.add(pageElement.code);
    });
  });

/** `customPages`: pages looked up by their path (portal.md §2-§6, getCustomPageForFrontend). */
export const customPagesSection = z.array(customPageSchema).superRefine((pages, ctx) => {
  const paths = new Set<string>();
  pages.forEach((page, index) => {
    if (paths.has(page.path)) ctx.addIssue({ code: 'custom', path: [index, 'path'], message: 'duplicate path' });
    paths.add(page.path);
  });
});

/** What the rest of the event file defines, for the pages' references to it. */
export interface CustomPageReferences {
  formCodes: ReadonlySet<string>;
  streamCodes: ReadonlySet<string>;
  ticketCategories: ReadonlySet<string>;
}

/** Reports every form, stream and ticket category a page names that the event file does not define. */
export function checkCustomPageReferences(
  pages: z.output<typeof customPagesSection>,
  known: CustomPageReferences,
  addIssue: (path: (string | number)[], message: string) => void,
): void {
  pages.forEach((page, pageIndex) => {
    page.ticketCategories.forEach((category, position) => {
      if (!known.ticketCategories.has(category)) {
        addIssue(
          [pageIndex, 'ticketCategories', position],
          `unknown ticket category "${category}"; add it to ticketCategories`,
        );
      }
    });
    page.elements.forEach((element, index) => {
      const params = [pageIndex, 'elements', index, 'params'];
      if (element.component === 'form' && !known.formCodes.has(element.params.formCode)) {
        addIssue([...params, 'formCode'], 'no form with this code in forms');
      }
      if (
        (element.component === 'stream' || element.component === 'streamWithCta') &&
        !known.streamCodes.has(element.params.streamCode)
      ) {
        addIssue([...params, 'streamCode'], 'no stream with this code in streams');
      }
    });
  });
}

export type CustomPageDefinition = z.output<typeof customPageSchema>;
export type CustomPageElement = z.output<typeof customPageElement>;
