// Location messages (chat-widget.md §3 "custom types ... location"): a custom message of type location with the
// sender's position in customData (latitude, longitude in degrees), checked here: finite and on the globe.
import { checkedLocation } from '../../../../shared/chat/location.js';
import { ChatRefusal, MEDIA_MESSAGE_CODES } from '../../chat-codes.js';
import type { Messages } from '../../messages/message-handlers.js';
import type { ChatHandlers } from '../../session/chat-session.js';

export function createLocations({ messages }: { messages: Pick<Messages, 'sendCustom'> }) {
  const handlers: ChatHandlers<'sendLocation'> = {
    sendLocation: (session, request) => {
      const location = checkedLocation(request.latitude, request.longitude);
      if (!location) {
        throw new ChatRefusal(
          MEDIA_MESSAGE_CODES.invalidLocation,
          'A location has a latitude from -90 to 90 and a longitude from -180 to 180 degrees',
        );
      }
      return messages.sendCustom(session, {
        receiverId: request.receiverId,
        receiverType: request.receiverType,
        type: 'location',
        muid: request.muid,
        customData: { ...location },
      });
    },
  };
  return { handlers };
}
