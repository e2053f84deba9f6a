import { ChatError, type ChatService } from '../chat-service';

export interface FoyerChatServiceOptions {
  /** The WebSocket endpoint of our chat service, e.g. ws://host/chat (the chat widget config's url). */
  url: string;
  /** Where media uploads go; derived from url when absent. */
  uploadUrl?: string;
  /** For Node.js tests (Node 20 has no global WebSocket): pass the `ws` package's class. */
  WebSocket?: typeof WebSocket;
}

/** Our provider's adapter: the ChatService port over the server's /chat WebSocket. Being built (issue #7). */
export function createFoyerChatService(options: FoyerChatServiceOptions): ChatService {
  throw new ChatError('ERROR', `the foyer chat adapter is not built yet (${options.url})`);
}
