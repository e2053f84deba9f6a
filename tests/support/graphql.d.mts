export interface GraphqlAnswer<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
}

export interface GraphqlOptions {
  variables?: object;
  /** Sent as `authorization: Bearer <token>` (a customer's session or the OPERATOR_TOKEN). */
  token?: string;
  headers?: Record<string, string>;
}

/** Posts `query` to `${serverUrl}/graphql` and returns the parsed answer (`data` and `errors` as the server sent them). */
export declare function graphqlRequest<Data = Record<string, unknown>>(
  serverUrl: string,
  query: string,
  options?: GraphqlOptions,
): Promise<GraphqlAnswer<Data>>;

/** As graphqlRequest, but returns `data` and throws with the errors when there are any. */
export declare function graphqlData<Data = Record<string, unknown>>(
  serverUrl: string,
  query: string,
  options?: GraphqlOptions,
): Promise<Data>;
