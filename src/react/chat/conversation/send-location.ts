// The location message's sending: the browser asks the visitor for their position (navigator.geolocation); a
// refusal or a failure shows §8's error toast with LOCATION_UNAVAILABLE, a refused message the service's code.
import type { ChatExtensions } from '../../../chat/chat-service';
import type { ChatStore } from '../../../chat/state/chat-store';
import type { useChat } from '../chat-context';
import { errorCodeOf } from '../notices/chat-notices';
import type { Receiver } from './conversation-target';

/** How long the browser may take to find the position before the visitor hears it failed. */
const POSITION_TIMEOUT_MS = 20_000;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('no geolocation'));
    else
      navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 });
  });
}

export async function sendLocation({
  extensions,
  chat,
  notify,
  receiver,
}: {
  extensions: ChatExtensions;
  chat: Pick<ChatStore, 'addSentCustom'>;
  notify: ReturnType<typeof useChat>['notify'];
  receiver: Receiver;
}): Promise<void> {
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    console.warn('[chat-widget] location', error);
    notify({ kind: 'error', code: 'LOCATION_UNAVAILABLE' });
    return;
  }
  try {
    const { latitude, longitude } = position.coords;
    chat.addSentCustom(receiver, await extensions.sendLocation({ ...receiver, latitude, longitude }));
  } catch (error) {
    notify({ kind: 'error', code: errorCodeOf(error) });
  }
}
