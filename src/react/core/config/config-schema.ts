// The configuration an element reads: the portal configuration of shared/portal/portal-config.ts (the one definition
// the server checks event files against too, docs/decisions/0018-one-portal-config.md) plus the keys only an element
// has (where the API is, how the portal routes). valibot, not yup or zod: every element validates its configuration,
// so the validator ships in every element's chunks (docs/decisions/0014-i18n-and-config-weight.md).
import * as v from 'valibot';
import { LANGUAGES, portalConfigEntries } from '../../../../shared/portal/portal-config.js';
import { ROUTING_MODES } from './config-types.js';

/** The shape of the runtime configuration; every key optional, unknown keys rejected. */
export const configSchema = v.strictObject({
  apiUrl: v.optional(v.string()),
  apiType: v.optional(v.picklist(['graphql', 'rest'])),
  fallbackLanguage: v.optional(v.picklist(LANGUAGES)),
  routing: v.optional(v.picklist(ROUTING_MODES)),
  ...portalConfigEntries,
});
