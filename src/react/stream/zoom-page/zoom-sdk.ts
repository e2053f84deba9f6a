// The Zoom Meeting SDK for the web, component view, as Zoom documents its CDN install: its vendor scripts, then the
// embedded client, loaded in order into the zoom page only (never bundled: the npm package pins its own React).

/** The Meeting SDK release the zoom page loads (npm @zoom/meetingsdk). */
export const ZOOM_SDK_VERSION = '6.2.0';

const CDN = 'https://source.zoom.us';

/** The scripts in the order Zoom's "Install from CDN" lists them for component view. */
export const ZOOM_SDK_SCRIPTS: readonly string[] = [
  ...['react', 'react-dom', 'redux', 'redux-thunk', 'lodash'].map(
    (name) => `${CDN}/${ZOOM_SDK_VERSION}/lib/vendor/${name}.min.js`,
  ),
  `${CDN}/zoom-meeting-embedded-${ZOOM_SDK_VERSION}.min.js`,
];

/** What the zoom page uses of the component view's client (ZoomMtgEmbedded.createClient()). */
export interface ZoomEmbeddedClient {
  init(options: { zoomAppRoot: HTMLElement; language: string; patchJsMedia: boolean }): Promise<unknown>;
  join(options: {
    signature: string;
    sdkKey: string;
    meetingNumber: string;
    password: string;
    userName: string;
  }): Promise<unknown>;
  on(event: 'connection-change', listener: (payload: { state?: string }) => void): void;
}

declare global {
  interface Window {
    ZoomMtgEmbedded?: { createClient(): ZoomEmbeddedClient };
  }
}

function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true });
    doc.head.append(script);
  });
}

/** Loads the SDK's scripts one after the other (each needs the ones before) and creates a client. */
export async function createZoomClient(doc: Document): Promise<ZoomEmbeddedClient> {
  for (const src of ZOOM_SDK_SCRIPTS) await loadScript(doc, src);
  const sdk = doc.defaultView?.ZoomMtgEmbedded;
  if (!sdk) throw new Error('The Zoom Meeting SDK did not define ZoomMtgEmbedded');
  return sdk.createClient();
}

/** The SDK's language for the portal's: Zoom knows de-DE and en-US, not the portal's address forms. */
export function zoomLanguage(language: string): string {
  return language === 'en' ? 'en-US' : 'de-DE';
}
