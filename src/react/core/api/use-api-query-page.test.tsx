// @vitest-environment jsdom
// A file of its own: Apollo must not have loaded in this module graph yet, as on a page's first visit.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetWelcomeDocument } from '../../portal/portal.operations.generated';
import { ConfigContext } from '../config/config-context';
import { DEFAULT_CONFIG } from '../config/defaults';
import { useApiQuery } from './use-api-query';

const roots: Root[] = [];

function Probe() {
  const result = useApiQuery(GetWelcomeDocument, { pollInterval: 25 });
  return <p>{result.loading ? 'loading' : result.data?.getWelcome?.title}</p>;
}

function mount(apiUrl: string): HTMLElement {
  const container = document.createElement('div');
  const root = createRoot(container);
  roots.push(root);
  flushSync(() =>
    root.render(
      <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiUrl }}>
        <Probe />
      </ConfigContext.Provider>,
    ),
  );
  return container;
}

describe('useApiQuery on a page of several elements (issue 32)', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    vi.unstubAllGlobals();
  });

  it('hands over to Apollo only once every element’s first answer is on screen', async () => {
    const asked = { first: 0, second: 0 };
    let answerSecond: () => void = () => undefined;
    const secondAnswered = new Promise<void>((resolve) => (answerSecond = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const which = url.includes('first') ? 'first' : 'second';
        asked[which] += 1;
        if (which === 'second') await secondAnswered;
        const welcome = { title: which, subtitle: null, lines: [], modal: null, __typename: 'Welcome' };
        return new Response(JSON.stringify({ data: { getWelcome: welcome } }));
      }),
    );
    const first = mount('https://first.example.test/graphql');
    const second = mount('https://second.example.test/graphql');
    await vi.waitFor(() => expect(first.textContent).toBe('first'));

    // Apollo would poll every 25 ms once it took over: the first element asks no more while the second waits.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(second.textContent).toBe('loading');
    expect(asked.first).toBe(1);

    answerSecond();
    await vi.waitFor(() => expect(second.textContent).toBe('second'));
    await vi.waitFor(() => expect(asked.first).toBeGreaterThan(1), { timeout: 10_000 });
  });
});
