import { expect } from '@esm-bundle/chai';
import '../../dist/event-cards.js';
import '../../dist/event-form.js';
import '../../dist/event-poll.js';
import '../../dist/event-qa.js';
import { resetPage, waitFor } from './helpers.js';

/** Adds one Foyer tag to the otherwise empty test page. */
function mount(tag, attributes) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('the live elements, each alone in a plain page', () => {
  beforeEach(resetPage);

  it('<event-poll> shows its poll and keeps its styles in its shadow root', async () => {
    const headStyles = document.head.querySelectorAll('style').length;
    const poll = mount('event-poll', { code: 'lieblingsthema' });
    const title = await waitFor(() => poll.shadowRoot?.querySelector('[part="poll-title"]'), 'the poll title');
    expect(title.textContent).to.equal('Welches Thema interessiert dich am meisten?');
    expect(poll.shadowRoot.querySelectorAll('[part="poll-option"]').length).to.equal(3);
    expect(document.head.querySelectorAll('style').length).to.equal(headStyles);
  });

  it('<event-qa> shows its Q&A with the form and the sort buttons, its styles in its shadow root', async () => {
    const headStyles = document.head.querySelectorAll('style').length;
    const qa = mount('event-qa', { code: 'fragen' });
    const title = await waitFor(() => qa.shadowRoot?.querySelector('[part="qa-title"]'), 'the Q&A title');
    expect(title.textContent).to.equal('Deine Fragen an uns');
    expect(qa.shadowRoot.querySelector('[part="qa-form"] textarea').maxLength).to.equal(300);
    const sorts = [...qa.shadowRoot.querySelectorAll('[part="qa-sort"] button')];
    expect(sorts.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).to.deep.equal([
      ['Beliebt', 'true'],
      ['Neueste', 'false'],
    ]);
    expect(document.head.querySelectorAll('style').length).to.equal(headStyles);
  });

  it('<event-form> shows its fields', async () => {
    const form = mount('event-form', { code: 'feedback' });
    await waitFor(() => form.shadowRoot?.querySelector('[part="form"]'), 'the form');
    expect(form.shadowRoot.querySelectorAll('[part="form-field"]').length).to.equal(8);
  });

  it('<event-cards> shows the cards of its path', async () => {
    const cards = mount('event-cards', { path: '/stream' });
    await waitFor(() => cards.shadowRoot?.querySelectorAll('[part="card"]').length === 7, 'seven cards');
    const types = [...cards.shadowRoot.querySelectorAll('[part="card"]')].map((card) => card.dataset.cardType);
    expect(types).to.deep.equal(['basic', 'emoji', 'basic', 'poll', 'qa', 'jsx', 'basic']);
  });
});
