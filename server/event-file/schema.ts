// The event file: one zod module per section (sections/), put together and cross-checked here.
import { z } from 'zod';
import { accessSection } from './sections/access.js';
import { eventSection } from './sections/event.js';
import { cardsSection } from './sections/cards.js';
import { chatModerationSection } from './sections/chat-moderation.js';
import { chatStickersSection } from './sections/chat-stickers.js';
import { checkCustomPageReferences, customPagesSection } from './sections/custom-pages.js';
import { emojisSection } from './sections/emojis.js';
import { formsSection } from './sections/forms.js';
import { mediaLibrarySection } from './sections/media-library.js';
import { operatorsSection } from './sections/operators.js';
import { pagesSection } from './sections/pages.js';
import { pollsSection } from './sections/polls.js';
import { presenterSection, qaSection } from './sections/qa.js';
import { portalSection } from './sections/portal.js';
import { projectsSection } from './sections/projects.js';
import { streamsSection } from './sections/streams.js';
import { ticketCategoriesSection } from './sections/ticket-categories.js';
import { welcomeSection } from './sections/welcome.js';

export const eventFileSchema = z
  .strictObject({
    event: eventSection,
    projects: projectsSection,
    ticketCategories: ticketCategoriesSection.default([]),
    welcome: welcomeSection.optional(),
    portal: portalSection.default(() => portalSection.parse({})),
    access: accessSection.default(() => accessSection.parse({})),
    polls: pollsSection.default([]),
    qa: qaSection.default([]),
    presenter: presenterSection.default({}),
    cards: cardsSection.default([]),
    emojis: emojisSection.default([]),
    forms: formsSection.default([]),
    streams: streamsSection.default([]),
    pages: pagesSection.default([]),
    mediaLibrary: mediaLibrarySection.default(() => mediaLibrarySection.parse({})),
    customPages: customPagesSection.default([]),
    chatModeration: chatModerationSection.default(() => chatModerationSection.parse({})),
    operators: operatorsSection.default([]),
    chatStickers: chatStickersSection.default([]),
  })
  .superRefine((file, ctx) => {
    const pollCodes = new Set(file.polls.map((poll) => poll.code));
    const formCodes = new Set(file.forms.map((form) => form.code));
    const qaCodes = new Set(file.qa.map((qa) => qa.code));
    file.cards.forEach((card, index) => {
      if (card.qaCode && !qaCodes.has(card.qaCode)) {
        ctx.addIssue({ code: 'custom', path: ['cards', index, 'qaCode'], message: `no Q&A "${card.qaCode}" in qa` });
      }
      if (card.pollCode && !pollCodes.has(card.pollCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cards', index, 'pollCode'],
          message: `no poll "${card.pollCode}" in polls`,
        });
      }
      if (card.formCode && !formCodes.has(card.formCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cards', index, 'formCode'],
          message: `no form "${card.formCode}" in forms`,
        });
      }
    });
    const projectIds = new Set(file.projects.map((project) => project.id));
    for (const key of ['projectId', 'eventProjectId'] as const) {
      if (!projectIds.has(file.portal[key])) {
        ctx.addIssue({
          code: 'custom',
          path: ['portal', key],
          message: `no project with id ${file.portal[key]} in projects`,
        });
      }
    }
    file.streams.forEach((stream, index) => {
      if (stream.projectId !== undefined && !projectIds.has(stream.projectId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['streams', index, 'projectId'],
          message: `no project with id ${stream.projectId} in projects`,
        });
      }
    });
    const categories = new Set(file.ticketCategories.map((category) => category.code));
    const limited = [
      ['navbar', 'items', file.portal.navbar?.items ?? []],
      ['welcome', 'buttons', file.portal.welcome?.buttons ?? []],
    ] as const;
    file.access.customers.forEach((customer, index) => {
      if (customer.ticketCategoryCode && !categories.has(customer.ticketCategoryCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['access', 'customers', index, 'ticketCategoryCode'],
          message: `unknown ticket category "${customer.ticketCategoryCode}"; add it to ticketCategories`,
        });
      }
    });
    file.pages.forEach((page, index) => {
      page.ticketCategories.forEach((category, position) => {
        if (!categories.has(category)) {
          ctx.addIssue({
            code: 'custom',
            path: ['pages', index, 'ticketCategories', position],
            message: `unknown ticket category "${category}"; add it to ticketCategories`,
          });
        }
      });
    });
    checkCustomPageReferences(
      file.customPages,
      { formCodes, streamCodes: new Set(file.streams.map((stream) => stream.code)), ticketCategories: categories },
      (path, message) => ctx.addIssue({ code: 'custom', path: ['customPages', ...path], message }),
    );
    for (const [section, list, items] of limited) {
      items.forEach((item, index) => {
        item.ticketCategories?.forEach((category, position) => {
          if (!categories.has(category)) {
            ctx.addIssue({
              code: 'custom',
              path: ['portal', section, list, index, 'ticketCategories', position],
              message: `unknown ticket category "${category}"; add it to ticketCategories`,
            });
          }
        });
      });
    }
    const quizFormCode = file.portal.afterEvent?.quiz?.formCode;
    if (quizFormCode && !formCodes.has(quizFormCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['portal', 'afterEvent', 'quiz', 'formCode'],
        message: `no form "${quizFormCode}" in forms`,
      });
    }
  });

export type EventFile = z.output<typeof eventFileSchema>;
