import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { ValidationError, type ObjectSchema } from 'yup';

/** react-hook-form's resolver for a yup schema: every field's first problem, as its message key. */
export function yupResolver<Values extends FieldValues>(schema: ObjectSchema<Values>): Resolver<Values> {
  return async (values) => {
    try {
      const parsed = await schema.validate(values, { abortEarly: false });
      return { values: parsed, errors: {} } as ResolverResult<Values>;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of error.inner) {
        if (issue.path && !errors[issue.path])
          errors[issue.path] = { type: issue.type ?? 'validation', message: issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<Values> } as ResolverResult<Values>;
    }
  };
}
