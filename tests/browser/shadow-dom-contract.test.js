import { expect } from '@esm-bundle/chai';
import '../../dist/foyer.js';
import { mountPortal, resetPage, waitFor, welcomeHeading } from './helpers.js';

const HOSTILE_CSS = `
  * { color: red !important; font-size: 40px !important; font-family: "Comic Sans MS", cursive !important;
      line-height: 3 !important; letter-spacing: 8px !important; text-transform: uppercase !important; }
  h1, p, a, button, li { display: none !important; margin: 100px !important; }
  event-portal { font-weight: 900 !important; }
  body { text-align: right !important; }
`;

function snapshot(element) {
  const heading = element.shadowRoot.querySelector('[part="welcome"] h1');
  const button = element.shadowRoot.querySelector('[part="welcome"] a');
  return [heading, button].map((node) => {
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    return {
      text: node.textContent,
      color: style.color,
      fontSize: style.fontSize,
      fontFamily: style.fontFamily,
      fontWeight: style.fontWeight,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
      textTransform: style.textTransform,
      display: style.display,
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  });
}

describe('the shadow-DOM contract', () => {
  beforeEach(resetPage);

  it('renders unchanged under a hostile host-page stylesheet', async () => {
    const portal = mountPortal();
    await welcomeHeading(portal);
    await waitFor(() => portal.shadowRoot.querySelector('[part="welcome"] a'), 'the welcome button');
    const before = snapshot(portal);

    const hostile = document.createElement('style');
    hostile.dataset.hostile = '';
    hostile.textContent = HOSTILE_CSS;
    document.head.append(hostile);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

    expect(snapshot(portal)).to.deep.equal(before);
    expect(before[0].display).to.equal('block');
    expect(before[0].color).not.to.equal('rgb(255, 0, 0)');
  });

  it('keeps every emotion style inside the shadow root', async () => {
    const portal = mountPortal();
    await welcomeHeading(portal);
    expect(document.head.querySelectorAll('style[data-emotion]').length).to.equal(0);
    expect(document.querySelectorAll('style[data-emotion]').length).to.equal(0);
    expect(portal.shadowRoot.querySelectorAll('style[data-emotion]').length).to.be.greaterThan(0);
  });

  it('renders an element built outside the document only once it is connected, with all of its rules', async () => {
    // As React builds a nested element: created and given its attributes first, inserted into the page later.
    const portal = document.createElement('event-portal');
    portal.setAttribute('routing', 'memory');
    const detached = document.createElement('div');
    detached.append(portal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(portal.shadowRoot.childNodes.length).to.equal(0);

    document.body.append(detached);
    const heading = await welcomeHeading(portal);
    expect(getComputedStyle(heading).boxSizing).to.equal('border-box');
    const empty = Array.from(portal.shadowRoot.querySelectorAll('style[data-emotion]')).filter(
      (style) => style.sheet.cssRules.length === 0,
    );
    expect(empty.map((style) => style.dataset.emotion)).to.deep.equal([]);
  });

  it('keeps one set of its rules when the host page moves it', async () => {
    const portal = mountPortal();
    await welcomeHeading(portal);
    const styles = () => Array.from(portal.shadowRoot.querySelectorAll('style[data-emotion]'));
    const before = styles().map((style) => style.dataset.emotion);
    const other = document.createElement('section');
    document.body.append(other);
    other.append(portal);
    const heading = await welcomeHeading(portal);
    expect(getComputedStyle(heading).boxSizing).to.equal('border-box');
    expect(styles().map((style) => style.dataset.emotion)).to.deep.equal(before);
    expect(styles().filter((style) => style.sheet.cssRules.length === 0)).to.deep.equal([]);
  });

  it('lets the host page theme the element through its custom properties', async () => {
    const portal = mountPortal();
    portal.style.setProperty('--foyer-color-primary', 'rgb(1, 2, 3)');
    await welcomeHeading(portal);
    const button = await waitFor(() => portal.shadowRoot.querySelector('[part="welcome"] a'), 'the welcome button');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('shares one React copy between two tags loaded through two entry scripts', async () => {
    await import('../../dist/event-portal.js');
    const first = mountPortal();
    const second = mountPortal();
    await welcomeHeading(first);
    await welcomeHeading(second);
    const scripts = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    const reactChunks = new Set(scripts.filter((path) => /\/dist\/chunks\/react-[^/]+\.js$/.test(path)));
    expect(reactChunks.size).to.equal(1);
    expect(scripts.some((path) => path.endsWith('/dist/foyer.js'))).to.equal(true);
    expect(scripts.some((path) => path.endsWith('/dist/event-portal.js'))).to.equal(true);
  });

  it('sends public events across the shadow boundary', async () => {
    const seen = [];
    const listener = (event) => seen.push({ type: event.type, detail: event.detail, target: event.target.tagName });
    document.addEventListener('event-navigate', listener);
    document.addEventListener('event-login', listener);
    try {
      const portal = mountPortal();
      await welcomeHeading(portal);
      expect(seen.map((event) => event.type)).to.include.members(['event-login', 'event-navigate']);
      expect(seen.some((event) => event.type === 'event-navigate' && event.detail.path === '/')).to.equal(true);
      expect(seen.every((event) => event.target === 'EVENT-PORTAL')).to.equal(true);
    } finally {
      document.removeEventListener('event-navigate', listener);
      document.removeEventListener('event-login', listener);
    }
  });
});
