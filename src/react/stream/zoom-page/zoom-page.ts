// /zoom.html, the meeting page <event-stream> frames for zoom streams (portal.md §7 "a static /zoom.html loaded in a
// frame with query parameters"). With a Zoom SDK key on the server (<html data-zoom-sdk="on">, set by
// use-stream-files.ts) it joins the meeting in the Meeting SDK's component view; without one it is a local stand-in
// and says so. Either way it tells its parent when the meeting ends (ZOOM_ENDED_MESSAGE).
import { LANGUAGES, type Language } from '../../../../shared/portal/portal-choices';
import { htmlLang, loadI18n } from '../../core/i18n/i18n';
import type { TFunction } from '../../core/i18n/translate';
import { ZOOM_ENDED_MESSAGE } from '../stream-rules';
import { createZoomClient, zoomLanguage } from './zoom-sdk';

const params = new URLSearchParams(location.search);
const param = (name: string) => params.get(name) ?? '';

function pageLanguage(): Language {
  const lang = params.get('lang');
  return LANGUAGES.find((known) => known === lang) ?? 'de-DE-DU';
}

function postEnded(): void {
  parent.postMessage(ZOOM_ENDED_MESSAGE, location.origin);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, id: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.id = id;
  node.textContent = text;
  return node;
}

/** No SDK key on the server: the meeting's number, the visitor's name and a leave button, marked as a stand-in. */
function showStandIn(main: HTMLElement, t: TFunction): void {
  const leave = element('button', 'leave', t('zoomPage.leave'));
  leave.type = 'button';
  leave.addEventListener('click', postEnded);
  const note = element('p', 'stand-in-note', t('zoomPage.standInNote'));
  note.setAttribute('role', 'note');
  main.append(
    element('h1', 'meeting', t('zoomPage.meeting', { number: param('meetingNumber') })),
    element('p', 'participant', t('zoomPage.participant', { name: param('userName') })),
    note,
    leave,
  );
}

/** The Meeting SDK's component view, joined with the signature the server signed for this visitor. */
async function joinMeeting(main: HTMLElement, t: TFunction, language: Language): Promise<void> {
  const status = element('p', 'status', t('zoomPage.connecting'));
  status.setAttribute('role', 'status');
  const zoomAppRoot = element('div', 'meeting-sdk-root');
  main.append(element('h1', 'meeting', t('zoomPage.meeting', { number: param('meetingNumber') })), status, zoomAppRoot);
  try {
    const client = await createZoomClient(document);
    client.on('connection-change', (payload) => {
      if (payload.state === 'Closed') postEnded();
    });
    await client.init({ zoomAppRoot, language: zoomLanguage(language), patchJsMedia: true });
    await client.join({
      signature: param('signature'),
      sdkKey: param('apiKey'),
      meetingNumber: param('meetingNumber'),
      password: param('passcode'),
      userName: param('userName'),
    });
    status.textContent = '';
  } catch {
    // §8 'Could not load module': a script that did not load, or a join the SDK refused.
    status.setAttribute('role', 'alert');
    status.textContent = t('zoomPage.loadError');
  }
}

async function start(): Promise<void> {
  const language = pageLanguage();
  const { t } = await loadI18n({ language, fallbackLanguage: 'de-DE-DU' });
  document.documentElement.lang = htmlLang(language);
  document.title = t('zoomPage.title');
  const main = document.querySelector('main') ?? document.body;
  if (document.documentElement.dataset['zoomSdk'] === 'on') await joinMeeting(main, t, language);
  else showStandIn(main, t);
}

void start();
