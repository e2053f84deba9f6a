// react-hook-form's resolver for a yup schema (the @hookform/resolvers package is not installed; this is its core).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { ValidationError, type AnyObjectSchema } from 'yup';

export function yupResolver<Values extends FieldValues>(schema: AnyObjectSchema): Resolver<Values> {
  return async (values) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return { values, errors: {} };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of error.inner.length > 0 ? error.inner : [error]) {
        const path = issue.path?.split('[')[0];
        if (path && !errors[path]) errors[path] = { type: issue.type ?? 'validation', message: issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<Values> };
    }
  };
}
