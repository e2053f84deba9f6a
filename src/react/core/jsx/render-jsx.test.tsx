// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './jsx-allowlist';
import { RouteLinkContext } from '../ui/route-link';
import { JsxContent } from './render-jsx';
import { DANGEROUS_MARKUP, XSS_VECTORS } from './xss-vectors';

function mount(tree: ReactNode): HTMLElement {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(tree));
  return container;
}

const render = (source: string) => mount(<JsxContent source={source} />).innerHTML;

describe('jsx content', () => {
  it('keeps the allowed tags and attributes', () => {
    expect(
      render('<h2 class="lead">Hallo</h2><p>Ein <strong>fetter</strong> und <em>kursiver</em> Satz.<br>Zeile 2</p>'),
    ).toBe('<h2 class="lead">Hallo</h2><p>Ein <strong>fetter</strong> und <em>kursiver</em> Satz.<br>Zeile 2</p>');
    const image = mount(<JsxContent source={'<img src="/demo/assets/title.svg" alt="Titel" width="320">'} />);
    expect(image.querySelector('img')?.getAttribute('src')).toBe('/demo/assets/title.svg');
    expect(image.querySelector('img')?.getAttribute('alt')).toBe('Titel');
    expect(image.querySelector('img')?.getAttribute('width')).toBe('320');
    expect(render('<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
    );
  });

  it('keeps the text of unknown tags and drops the tags', () => {
    expect(render('<blink>Achtung</blink> <marquee>läuft</marquee>')).toBe('Achtung läuft');
  });

  it('opens new-tab links safely and drops other targets', () => {
    expect(render('<a href="https://example.org" target="_blank">Mehr</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Mehr</a>',
    );
    expect(render('<a href="/agenda" target="_parent">Agenda</a>')).toBe('<a href="/agenda">Agenda</a>');
  });

  it('renders the documented foyer-button component', () => {
    const internal = mount(
      <MemoryRouter>
        <RouteLinkContext.Provider value={Link}>
          <JsxContent source={'<foyer-button link="/stream" variant="secondary">Zum Stream</foyer-button>'} />
        </RouteLinkContext.Provider>
      </MemoryRouter>,
    ).querySelector('a');
    expect(internal?.getAttribute('href')).toBe('/stream');
    expect(internal?.textContent).toBe('Zum Stream');
    expect(internal?.className).not.toBe('');
    const external = mount(
      <JsxContent source={'<foyer-button link="https://example.org" new-tab>Extern</foyer-button>'} />,
    ).querySelector('a');
    expect(external?.getAttribute('href')).toBe('https://example.org');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('treats JSX expressions as text and never evaluates them', () => {
    expect(render('<p>{alert(1)}</p>')).toBe('<p>{alert(1)}</p>');
  });

  it.each(XSS_VECTORS.map((vector) => [vector]))('neutralises %s', (vector) => {
    const markup = render(vector);
    for (const pattern of DANGEROUS_MARKUP) expect(markup).not.toMatch(pattern);
  });
});

describe('isSafeUrl', () => {
  it.each([
    'https://example.org',
    'http://x.test/a?b',
    'mailto:info@example.org',
    'tel:+49301234',
    '/stream',
    '#top',
    'page',
  ])('accepts %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
  ])('refuses %s', (url) => expect(isSafeUrl(url)).toBe(false));
});
