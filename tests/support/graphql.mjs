// One GraphQL request to a running server, for end-to-end tests, benches and the chat adapter's Node tests. Plain JS
// with a .d.mts, so src/ tests use it without Node's types.

/**
 * Posts `query` to `${serverUrl}/graphql` and returns the parsed answer (`data` and `errors` as the server sent them).
 * @param {string} serverUrl
 * @param {string} query
 * @param {{ variables?: object, token?: string, headers?: Record<string, string> }} [options]
 */
export async function graphqlRequest(serverUrl, query, { variables, token, headers = {} } = {}) {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** As graphqlRequest, but returns `data` and throws with the errors when there are any. */
export async function graphqlData(serverUrl, query, options) {
  const body = await graphqlRequest(serverUrl, query, options);
  if (body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
