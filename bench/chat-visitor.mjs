// A visitor of the demo event in the chat page, for the call benches: logged in anonymously on the portal, the session
// handed to the demo page's widget (namespaced as an embedded element keeps it), every RTCPeerConnection the page
// makes kept in window.peerConnections and the chat uid in window.chatUid.
const probe = () => {
  const Native = window.RTCPeerConnection;
  window.peerConnections = [];
  window.RTCPeerConnection = class extends Native {
    constructor(configuration) {
      super(configuration);
      window.peerConnections.push(this);
    }
  };
  window.addEventListener('chat-ready', (event) => (window.chatUid = event.detail.uid));
};

/** Opens the chat page in a new context of `browser` as a new visitor of the server at `url`. */
export async function chatVisitor(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'de-DE' });
  await context.addInitScript(probe);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.waitForFunction(() => localStorage.getItem('token'));
  await page.evaluate((namespace) => {
    for (const key of ['token', 'user']) localStorage.setItem(namespace + key, localStorage.getItem(key) ?? '');
  }, `foyer:${url}:`);
  await page.goto(`${url}/demo/chat.html`);
  const uid = await (await page.waitForFunction(() => window.chatUid)).jsonValue();
  return { context, page, uid, name: `Gast ${uid}` };
}
