// Every type the generated typings (types/*.d.ts, scripts/element-typings.mjs) name: the event details and the
// objects a host hands to a property. `npm run build:types` emits its declarations into types/lib/.
export type * from './events';
export type { ChatService, ChatUser } from '../chat/chat-service';
