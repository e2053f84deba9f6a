// One operation sent without Apollo Client (decision 0015): what an element needs before Apollo has loaded, and
// requests whose answer no cache keeps.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  absoluteApiUrl,
  ApiError,
  ApiNetworkError,
  sendOperation,
  type ApiErrorLike,
  type ApiTarget,
  type GraphQLResult,
} from './api-transport';
import { loadApiClient } from './with-apollo';

type Document<TData, TVariables> = TypedDocumentNode<TData, TVariables> & {
  loc?: { source: { body: string } };
  definitions: readonly { kind: string; operation?: string; name?: { value: string } }[];
};

/**
 * One operation, sent without Apollo Client: for what an element needs before Apollo has loaded (the poll's first
 * answer, the portal's welcome text, the anonymous login) and for requests whose answer no cache keeps (tracking).
 * The document's text comes with it from codegen. In static mode (apiType rest) it goes through the static link,
 * which lives with Apollo. Rejects with an ApiError.
 */
export async function apiRequest<TData, TVariables extends Record<string, unknown>>(
  { apiUrl, apiType }: ApiTarget,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  headers?: Record<string, string>,
): Promise<TData> {
  const { definitions, loc } = document as Document<TData, TVariables>;
  const definition = definitions[0];
  if (apiType === 'rest' || !loc || !definition?.name) {
    const client = await loadApiClient({ apiUrl, apiType });
    const context = { headers };
    try {
      const { data } =
        definition?.operation === 'mutation'
          ? await client.mutate({ mutation: document, variables, context })
          : await client.query({ query: document, variables, context, fetchPolicy: 'no-cache' });
      return data as TData;
    } catch (error) {
      const { graphQLErrors = [], networkError = null } = error as Partial<ApiErrorLike>;
      throw new ApiError(graphQLErrors, networkError);
    }
  }
  let result: GraphQLResult;
  try {
    result = await sendOperation(
      absoluteApiUrl(apiUrl),
      { operationName: definition.name.value, query: loc.source.body, variables: variables ?? {} },
      { headers },
    );
  } catch (error) {
    throw new ApiError([], error instanceof Error ? error : new ApiNetworkError(String(error)));
  }
  if (result.errors?.length || !result.data) throw new ApiError(result.errors ?? []);
  return result.data as TData;
}
