import { expect } from '@esm-bundle/chai';
import '../../dist/foyer.js';
import { mountPortal, resetPage, waitFor, welcomeHeading } from './helpers.js';

function configScript(id, text) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.append(script);
}

function welcomeButtonText(portal) {
  return waitFor(() => portal.shadowRoot.querySelector('[part="welcome"] a')?.textContent, 'the welcome button');
}

describe('configuration and language', () => {
  beforeEach(resetPage);

  it('speaks German (du) by default', async () => {
    const portal = mountPortal();
    await welcomeHeading(portal);
    expect(await welcomeButtonText(portal)).to.equal('Livestream öffnen');
    expect(portal.shadowRoot.querySelector('[part="root"]').lang).to.equal('de');
  });

  it('switches to English with the language attribute', async () => {
    const portal = mountPortal({ language: 'en' });
    await welcomeHeading(portal);
    expect(await welcomeButtonText(portal)).to.equal('Open livestream');
    expect(portal.shadowRoot.querySelector('[part="root"]').lang).to.equal('en');
    expect(portal.shadowRoot.querySelector('nav').getAttribute('aria-label')).to.equal('Main navigation');
  });

  it('reads the configuration from the script the config attribute names', async () => {
    configScript(
      'my-event',
      JSON.stringify({
        language: 'en',
        title: 'Config Title',
        welcome: { buttons: [{ label: 'Agenda', link: '/pages/agenda' }] },
      }),
    );
    const portal = mountPortal({ config: 'my-event' });
    await welcomeHeading(portal);
    expect(await welcomeButtonText(portal)).to.equal('Agenda');
    expect(portal.shadowRoot.querySelector('[part="navbar"]').textContent).to.contain('Config Title');
  });

  it('logs one clear error for a config script that is not JSON and runs on the defaults', async () => {
    configScript('foyer-config', '{ "language": "en", oops }');
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.map(String).join(' '));
    try {
      const before = document.createElement('p');
      before.textContent = 'host content';
      document.body.append(before);
      const portal = mountPortal();
      await welcomeHeading(portal);
      expect(await welcomeButtonText(portal)).to.equal('Livestream öffnen');
      const configErrors = errors.filter((message) => message.includes('config script'));
      expect(configErrors).to.have.length(1);
      expect(configErrors[0]).to.match(/^<event-portal>: the config script #foyer-config is not valid JSON/);
      expect(before.textContent).to.equal('host content');
    } finally {
      console.error = original;
    }
  });

  it('applies language overrides from the configuration', async () => {
    configScript(
      'foyer-config',
      JSON.stringify({ languageOverrides: { 'de-DE-DU': { welcome: { openLivestream: 'Jetzt live dabei' } } } }),
    );
    const portal = mountPortal();
    await welcomeHeading(portal);
    expect(await welcomeButtonText(portal)).to.equal('Jetzt live dabei');
  });
});
