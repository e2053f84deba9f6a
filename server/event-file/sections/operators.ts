import { z } from 'zod';
import { OPERATOR_ROLES } from '../../auth/access-policy.js';

/**
 * `operators`: the console's operator accounts (docs/operators.md "The console"), kept on the server. A password only
 * as an argon2id hash (`npm run foyer -- hash-password`); `npm run foyer -- add-operator` adds one without the file.
 */
export const operatorsSection = z
  .array(
    z.strictObject({
      email: z.email({ error: 'expected an e-mail address' }).transform((value) => value.toLowerCase()),
      role: z.enum(OPERATOR_ROLES, { error: `expected one of ${OPERATOR_ROLES.join(', ')}` }),
      passwordHash: z.string().regex(/^\$argon2id\$/, {
        error: 'expected an argon2id hash ($argon2id$...); make one with npm run foyer -- hash-password',
      }),
    }),
  )
  .superRefine((operators, ctx) => {
    const seen = new Set<string>();
    operators.forEach((operator, index) => {
      if (seen.has(operator.email)) {
        ctx.addIssue({ code: 'custom', path: [index, 'email'], message: 'duplicate e-mail address' });
      }
      seen.add(operator.email);
    });
  });
