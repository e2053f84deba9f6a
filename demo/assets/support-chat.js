// A local stand-in for a support-chat provider's script (portal.md §7 "a support-chat script from its provider,
// with the user's name, e-mail and hash set as attributes"). The portal loads it once into the document and keeps
// the visitor on #foyer-support-chat's data-name, data-email and data-hash; a real provider script would hand
// them to its widget. This one renders a small launcher so the demo and the tests can see what it was given,
// bottom left: the portal's chat bubble holds the bottom-right corner.
/* global document, MutationObserver */
(() => {
  const script = document.currentScript;
  const appId = script?.dataset.appId ?? '';
  const region = script?.dataset.region ?? '';

  function render(container) {
    if (container.dataset.standInReady === appId) return;
    container.dataset.standInReady = appId;
    container.style.cssText =
      'position:fixed;left:16px;bottom:16px;z-index:2147483000;font-family:system-ui,sans-serif';
    const panel = document.createElement('div');
    panel.id = 'foyer-support-chat-panel';
    panel.hidden = true;
    panel.style.cssText =
      'margin-bottom:8px;padding:12px 16px;max-width:280px;background:#fff;color:#1b1f24;border:1px solid #d4d9e1;border-radius:8px';
    const greeting = document.createElement('p');
    greeting.id = 'foyer-support-chat-greeting';
    greeting.style.margin = '0';
    panel.append(greeting);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Support';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    button.style.cssText = 'font:inherit;padding:10px 20px;border:0;border-radius:999px;background:#0f1e3d;color:#fff';
    button.addEventListener('click', () => {
      panel.hidden = !panel.hidden;
      button.setAttribute('aria-expanded', String(!panel.hidden));
    });
    const update = () => {
      const { name, email } = container.dataset;
      greeting.textContent = `Support ${appId} (${region}): Hallo${name ? ` ${name}` : ''}${email ? ` <${email}>` : ''}!`;
    };
    new MutationObserver(update).observe(container, { attributes: true });
    update();
    container.append(panel, button);
  }

  const existing = document.getElementById('foyer-support-chat');
  if (existing) {
    render(existing);
    return;
  }
  const watcher = new MutationObserver(() => {
    const container = document.getElementById('foyer-support-chat');
    if (!container) return;
    watcher.disconnect();
    render(container);
  });
  watcher.observe(document.body, { childList: true });
})();
