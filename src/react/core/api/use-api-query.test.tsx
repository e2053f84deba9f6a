// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetWelcomeDocument } from '../../portal/portal.operations.generated';
import { ConfigContext } from '../config/config-context';
import { DEFAULT_CONFIG } from '../config/defaults';
import { useApiQuery, type ApiQueryResult } from './use-api-query';
import { loadApollo, loadedApiClient } from './with-apollo';
import type { GetWelcomeQuery } from './graphql.generated';

const welcome = (title: string) => ({
  getWelcome: { title, subtitle: null, lines: [], modal: null, __typename: 'Welcome' },
});

/** The server: answers each POST with the welcome of the current title (or the error set), counting them. */
function serve() {
  const server = { title: 'Willkommen', error: false, bodies: [] as Array<{ query: string }> };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      server.bodies.push(JSON.parse(String(init.body)) as { query: string });
      const body = server.error
        ? { data: null, errors: [{ message: 'Nicht gefunden', extensions: { code: '404' } }] }
        : { data: welcome(server.title) };
      return Promise.resolve(new Response(JSON.stringify(body)));
    }),
  );
  return server;
}

let root: Root | undefined;
let latest: ApiQueryResult<GetWelcomeQuery> | undefined;

function Probe({ pollInterval, skip }: { pollInterval?: number; skip?: boolean }) {
  const result = useApiQuery(GetWelcomeDocument, { pollInterval, skip });
  latest = result;
  return (
    <p>
      {result.loading ? 'loading' : result.error ? `error ${result.error.message}` : result.data?.getWelcome?.title}
    </p>
  );
}

function mount(apiUrl: string, props: { pollInterval?: number; skip?: boolean } = {}): HTMLElement {
  const container = document.createElement('div');
  root = createRoot(container);
  flushSync(() =>
    root!.render(
      <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiUrl }}>
        <Probe {...props} />
      </ConfigContext.Provider>,
    ),
  );
  return container;
}

describe('useApiQuery: the first answer before Apollo Client, then Apollo (decision 0015)', () => {
  afterEach(() => {
    root?.unmount();
    vi.unstubAllGlobals();
  });

  // First: Apollo is not loaded yet in this file's module graph.
  it('shows the first answer of one request, hands it to Apollo unchanged, and Apollo polls from then on', async () => {
    const apiUrl = 'https://first.example.test/graphql';
    const server = serve();
    expect(loadedApiClient({ apiUrl, apiType: 'graphql' })).toBeUndefined();
    const view = mount(apiUrl, { pollInterval: 25 });
    expect(view.textContent).toBe('loading');
    await vi.waitFor(() => expect(view.textContent).toBe('Willkommen'));
    // The first request is the transport's, with the text codegen wrote.
    expect(server.bodies[0]!.query).toBe(GetWelcomeDocument.loc?.source.body);

    await loadApollo();
    const client = loadedApiClient({ apiUrl, apiType: 'graphql' })!;
    await vi.waitFor(() => expect(client.readQuery({ query: GetWelcomeDocument })).toEqual(welcome('Willkommen')));

    server.title = 'Neuer Titel';
    await vi.waitFor(() => expect(view.textContent).toBe('Neuer Titel'));
    // What came after the first answer was Apollo's: its own printed text, not the transport's one-line copy.
    expect(server.bodies.slice(1).every(({ query }) => query !== GetWelcomeDocument.loc?.source.body)).toBe(true);
    expect(client.readQuery({ query: GetWelcomeDocument })).toEqual(welcome('Neuer Titel'));
  });

  it('goes straight to Apollo when it has loaded, and shows an error that a refetch recovers from', async () => {
    const apiUrl = 'https://second.example.test/graphql';
    await loadApollo();
    const server = serve();
    server.error = true;
    const view = mount(apiUrl);
    await vi.waitFor(() => expect(view.textContent).toBe('error Nicht gefunden'));
    expect(server.bodies).toHaveLength(1);
    expect(server.bodies[0]!.query).not.toBe(GetWelcomeDocument.loc?.source.body);

    server.error = false;
    latest!.refetch();
    await vi.waitFor(() => expect(view.textContent).toBe('Willkommen'));
    expect(server.bodies).toHaveLength(2);
  });

  it('sends nothing while skipped', async () => {
    const server = serve();
    const view = mount('https://third.example.test/graphql', { skip: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.textContent).toBe('');
    expect(latest!.loading).toBe(false);
    expect(server.bodies).toHaveLength(0);
  });
});
