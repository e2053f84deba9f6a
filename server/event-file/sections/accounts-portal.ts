// The accounts part of the `portal` section (portal.md §1-§2): what the portal needs to show the landing page and
// the registration form. Everything here reaches the browser; secrets belong in `access`.
import { z } from 'zod';
import {
  REGISTRATION_FIELD_TYPES,
  REGISTRATION_MODES,
  REGISTRATION_VALIDATION_TYPES,
} from '../../../shared/portal/portal-config.js';
import { code, httpAddress, link, pathOrHttpAddress, text } from './common.js';

/**
 * §5 "Configured validation types: required, min (with params), email, oneOf, all with a message": min's params are
 * [length], oneOf's the allowed values; the message replaces the portal's text for that rule.
 */
const registrationValidation = z
  .strictObject({
    type: z.enum(REGISTRATION_VALIDATION_TYPES),
    params: z
      .array(z.union([z.string(), z.number(), z.boolean()]))
      .max(100)
      .optional(),
    message: text.optional(),
  })
  .refine((rule) => rule.type !== 'min' || (Number.isInteger(rule.params?.[0]) && Number(rule.params?.[0]) > 0), {
    error: 'a min validation needs params: [a positive whole number]',
  })
  .refine((rule) => rule.type !== 'oneOf' || (rule.params?.length ?? 0) > 0, {
    error: 'a oneOf validation needs params: [the allowed values]',
  });

/** §5 "Configured event registration fields business (Firma) and position: required, minimum 2 characters." */
export const registrationField = z
  .strictObject({
    code,
    type: z.enum(REGISTRATION_FIELD_TYPES).default('text'),
    /** Shown above the field; business and position have translated defaults. */
    label: text.optional(),
    required: z.boolean().default(true),
    /** Minimum length of a text field; business and position default to 2. */
    minLength: z.int().positive().optional(),
    /** §3 "default": the value the form starts with (a text, or true/false for a checkbox). */
    default: z.union([z.string(), z.boolean()]).optional(),
    validation: z.array(registrationValidation).max(20).optional(),
  })
  .refine(
    (field) =>
      field.default === undefined || typeof field.default === (field.type === 'checkbox' ? 'boolean' : 'string'),
    {
      error: 'default: a checkbox takes true or false, a text field a text',
    },
  );

export type RegistrationField = z.output<typeof registrationField>;

export const accountsPortalKeys = {
  landing: z
    .strictObject({
      titleImage: link.optional(),
      /** Shown instead of titleImage below 600 px (§9 breakpoint sm). */
      titleImageSmall: link.optional(),
      titleImageAlt: z.string().optional(),
      /** Rich text as jsx content (docs/jsx-content.md): sanitised in the browser, never evaluated. */
      text: z.string().optional(),
      notification: text.optional(),
      /**
       * Client-side password mode (§5): the entered password is compared in the browser. A weak gate: anyone can
       * read it from the page. Use access.eventPassword for a real one.
       */
      clientPassword: text.optional(),
    })
    .optional(),
  registration: z
    .strictObject({
      /** `account`: registerCustomer with password; `anonymous`: first name, e-mail and fields, no account. */
      mode: z.enum(REGISTRATION_MODES).default('account'),
      /** An invite code is required (checkInvite, then registerCustomer). */
      invitations: z.boolean().default(false),
      /** New accounts must follow the activation link before they can log in. */
      activation: z.boolean().default(true),
      fields: z.array(registrationField).default([]),
    })
    .optional(),
  /** §9 the cookie banner; shown only when configured. */
  cookieBanner: z.strictObject({ privacyPolicyLink: link }).optional(),
  /** §7 analytics, started only as far as the visitor consents (Matomo requires consent, tag manager defaults to denied). */
  analytics: z
    .strictObject({
      matomo: z.strictObject({ url: httpAddress, siteId: z.int().positive() }).optional(),
      tagManagerId: z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/, { error: 'expected a tag manager id like GTM-ABC123' })
        .optional(),
      /** §3 the standalone portal's icon (the browser tab) and the home-screen icon of iOS, a path or an address. */
      favicon: pathOrHttpAddress.optional(),
      appleTouchIcon: pathOrHttpAddress.optional(),
    })
    .optional(),
  /** customerParentEventLogin: the parent project's session cookie, removed on logout. */
  parentProject: z.strictObject({ id: z.int().positive(), cookieName: text }).optional(),
};
