import { expect } from '@esm-bundle/chai';
import '../../dist/foyer.js';
import { mountPortal, resetPage, waitFor, welcomeHeading } from './helpers.js';

/** Types into an input inside the shadow root the way a visitor's keyboard would reach React. */
function type(input, value) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function inputLabelled(portal, text) {
  const label = [...portal.shadowRoot.querySelectorAll('label')].find((node) => node.textContent === text);
  return label && portal.shadowRoot.getElementById(label.htmlFor);
}

function submit(portal) {
  portal.shadowRoot.querySelector('form button[type="submit"]').click();
}

function alerts(portal) {
  return [...portal.shadowRoot.querySelectorAll('[role="alert"]')].map((node) => node.textContent);
}

describe('<event-portal> login forms in a plain page', () => {
  beforeEach(resetPage);

  it('shows the e-mail login form with labelled fields and checks them before asking the server', async () => {
    const portal = mountPortal({ 'login-type': 'emailLogin' });
    const email = await waitFor(() => inputLabelled(portal, 'E-Mail-Adresse *'), 'the e-mail field');
    expect(email.type).to.equal('email');
    submit(portal);
    await waitFor(() => alerts(portal).length === 2, 'two field errors');
    expect(alerts(portal)).to.deep.equal(['Bitte trage eine gültige E-Mail-Adresse ein.', 'Passwort ist erforderlich']);
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(portal.shadowRoot.getElementById(email.getAttribute('aria-describedby')).textContent).to.equal(
      'Bitte trage eine gültige E-Mail-Adresse ein.',
    );
  });

  it('shows 403 when the server does not accept e-mail logins for its event', async () => {
    const portal = mountPortal({ 'login-type': 'emailLogin' });
    type(await waitFor(() => inputLabelled(portal, 'E-Mail-Adresse *')), 'ada@example.org');
    type(inputLabelled(portal, 'Passwort *'), 'whatever1');
    submit(portal);
    const alert = await waitFor(() => portal.shadowRoot.querySelector('[data-error]'), 'the login error');
    expect(alert.dataset.error).to.equal('forbidden');
    expect(alert.textContent).to.equal('Diese Zugangsdaten sind für diese Veranstaltung nicht freigeschaltet.');
  });

  it('renders the configured landing text as rich text: markup stays, scripts and event handlers do not', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'foyer-config';
    script.textContent = JSON.stringify({
      landing: {
        text:
          '<p>Hallo <strong>Welt</strong>, <a href="javascript:window.landingXss=1">hier</a></p>' +
          '<img src="/missing-landing-image.png" alt="" onerror="window.landingXss = 2">' +
          '<script>window.landingXss = 3</script>',
      },
    });
    document.body.append(script);
    const portal = mountPortal({ 'login-type': 'emailLogin' });
    const text = await waitFor(() => portal.shadowRoot.querySelector('[part="landing-text"]'), 'the landing text');
    expect(text.querySelector('p strong').textContent).to.equal('Welt');
    expect(text.querySelector('a').hasAttribute('href')).to.equal(false);
    expect(text.querySelector('script')).to.equal(null);
    const image = text.querySelector('img');
    expect(image.hasAttribute('onerror')).to.equal(false);
    // A broken image is complete once its error event has been dispatched, so an onerror handler would have run.
    await waitFor(() => image.complete, 'the broken image');
    expect(window.landingXss).to.equal(undefined);
  });

  it('speaks English and checks the client-side password (a weak gate) before logging in', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'foyer-config';
    script.textContent = JSON.stringify({ landing: { clientPassword: 'open sesame' } });
    document.body.append(script);
    const portal = mountPortal({ 'login-type': 'passwordLogin', language: 'en' });
    const password = await waitFor(() => inputLabelled(portal, 'Event password *'), 'the password field');
    type(password, 'wrong');
    submit(portal);
    await waitFor(() => alerts(portal).includes('Invalid credentials'), 'the invalid credentials text');
    type(password, 'open sesame');
    submit(portal);
    await welcomeHeading(portal);
  });
});
