// The data side of <event-form>: the form definition and its submission, with the errors of portal.md §8.
import { ApolloError, useApolloClient, useQuery } from '@apollo/client';
import { useCallback, useState } from 'react';
import { ErrorCode, errorCodeOf } from '../core/api/error-codes';
import { AddFormSubmissionForFrontendDocument, GetFormForFrontendDocument } from './form.operations.generated';
import { useEnsureSession } from '../core/session/use-ensure-session';
import type { Submission } from './form-model';
import { useEmit } from '../core/element/host-context';
import type { FormSubmitDetail } from './form-events';

/** §8: 404 'Form not found', 409 the form is closed, anything else the default message. */
export type SubmitError = 'notFound' | 'closed' | 'failed';

function submitErrorOf(error: unknown): SubmitError {
  const first = error instanceof ApolloError ? error.graphQLErrors[0] : undefined;
  const code = first ? errorCodeOf(first) : undefined;
  if (code === ErrorCode.NotFound) return 'notFound';
  if (code === ErrorCode.Conflict) return 'closed';
  return 'failed';
}

export function useEventForm(code: string) {
  const client = useApolloClient();
  const ensureSession = useEnsureSession();
  const emit = useEmit();
  const { data, loading, error, refetch } = useQuery(GetFormForFrontendDocument, {
    variables: { code },
    skip: code === '',
  });
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);

  const submit = useCallback(
    async ({ author, fields }: Submission): Promise<boolean> => {
      setSubmitError(null);
      try {
        await ensureSession();
        await client.mutate({ mutation: AddFormSubmissionForFrontendDocument, variables: { code, author, fields } });
        emit<FormSubmitDetail>('event-form-submit', { code });
        return true;
      } catch (failure) {
        setSubmitError(submitErrorOf(failure));
        return false;
      }
    },
    [client, code, ensureSession, emit],
  );

  return {
    form: data?.getFormForFrontend,
    loading,
    loadFailed: Boolean(error) && !data,
    reload: () => void refetch(),
    submit,
    submitError,
  };
}
