import { z } from 'zod';
import { code, passwordHash, text } from './common.js';

const email = z.email({ error: 'expected an e-mail address' }).transform((value) => value.toLowerCase());

/**
 * `access`: who may get in, kept on the server and never sent to the portal. The event password of
 * customerPasswordLogin, invite codes, customers with tickets (admins included) and the e-mails of previewers.
 */
export const accessSection = z
  .strictObject({
    /** The shared password of login type passwordLogin; stored as an argon2id hash. */
    eventPassword: z.string().min(4, { error: 'expected at least 4 characters' }).optional(),
    /** The event password as its argon2id hash, as export-event writes it (never the password itself). */
    eventPasswordHash: passwordHash.optional(),
    invites: z.array(z.strictObject({ code, uses: z.int().positive().default(1) })).default([]),
    customers: z
      .array(
        z.strictObject({
          email,
          firstname: text,
          lastname: text,
          ticket: text.optional(),
          ticketCategoryCode: code.optional(),
          passwordHash: passwordHash.optional(),
        }),
      )
      .default([]),
    /** E-mails of customers who, besides admins, may preview with ?preview=1 (features/accounts/preview.ts). */
    previewers: z.array(email).default([]),
  })
  .superRefine((access, ctx) => {
    if (access.eventPassword !== undefined && access.eventPasswordHash !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['eventPasswordHash'],
        message: 'give eventPassword or eventPasswordHash, not both',
      });
    }
    const seenInvites = new Set<string>();
    access.invites.forEach((invite, index) => {
      if (seenInvites.has(invite.code)) {
        ctx.addIssue({ code: 'custom', path: ['invites', index, 'code'], message: 'duplicate invite code' });
      }
      seenInvites.add(invite.code);
    });
    const seenEmails = new Set<string>();
    access.customers.forEach((customer, index) => {
      if (seenEmails.has(customer.email)) {
        ctx.addIssue({ code: 'custom', path: ['customers', index, 'email'], message: 'duplicate e-mail address' });
      }
      seenEmails.add(customer.email);
    });
    const seenPreviewers = new Set<string>();
    access.previewers.forEach((previewer, index) => {
      if (seenPreviewers.has(previewer)) {
        ctx.addIssue({ code: 'custom', path: ['previewers', index], message: 'duplicate e-mail address' });
      }
      seenPreviewers.add(previewer);
    });
  });

export type AccessSection = z.output<typeof accessSection>;
