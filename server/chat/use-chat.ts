// The chat service on the HTTP server (docs/chat-service.md), put together from its modules: the connection
// (session/, the /chat WebSocket), and the capabilities it serves (messages/, conversations/, groups/, presence/,
// media/, blocking/, reports/, moderation/, and the rich-message extensions/: reactions, threads, polls), each with its own store queries and all behind one access door (chat-access.ts, auth/access-policy.ts).
// The socket and the media routes are encapsulated Fastify plugins.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SessionClaims } from '../auth/tokens.js';
import type { Bus } from '../bus/bus.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { ChatOperations } from '../context.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Db } from '../store/database.js';
import { createBlocking } from './blocking/blocking-handlers.js';
import { createCalls } from './calls/call-handlers.js';
import { createMeetings } from './calls/meetings/meeting-handlers.js';
import { createSfu } from './calls/sfu/sfu-handlers.js';
import { createChatAccess } from './chat-access.js';
import { createChatHub } from './chat-hub.js';
import { chatTokenServiceFor } from './chat-token-resolver.js';
import { createConversations } from './conversations/conversation-handlers.js';
import { createGroupAdministration } from './groups/group-admin-handlers.js';
import { createPolls } from './extensions/polls/poll-handlers.js';
import { createStickers, stickerRoutes } from './extensions/stickers/sticker-handlers.js';
import { createLocations } from './extensions/location/location-handlers.js';
import { createThumbnailQueue, thumbnailRoutes } from './media/thumbnails/thumbnail-routes.js';
import { createReactions } from './extensions/reactions/reaction-handlers.js';
import { createGroups } from './groups/group-handlers.js';
import { createDiskMediaStore, type MediaStore } from './media/media-store.js';
import { mediaRoutes } from './media/media-routes.js';
import { createMessages } from './messages/message-handlers.js';
import { createTextModeration } from '../moderation/moderation-settings.js';
import { createPresence } from './presence/presence-handlers.js';
import { createChatOperations } from './reports/chat-operations.js';
import { createMessageServices } from './services/message-services.js';
import { createReports } from './reports/report-handlers.js';
import { createChatLogins } from './session/chat-login.js';
import { chatSocket } from './session/chat-socket.js';

export { UPLOAD_LIMIT } from './media/media-routes.js';

export const CHAT_PATH = '/chat';

export interface ChatOptions {
  config: Config;
  db: Db;
  bus: Bus;
  clock: Clock;
  /** Whether a named customer's portal session still counts (logged out or replaced sessions do not). */
  isSessionLive: (claims: SessionClaims) => boolean | Promise<boolean>;
  /** The app's shared counters (Redis with REDIS_URL), so every process counts a user's uploads together. */
  limiter: RateLimiter;
  media?: MediaStore;
}

/** Serves the chat; answers what the event's operators may do to it (GraphQL, features/operator). */
export async function useChat(app: FastifyInstance, options: ChatOptions): Promise<ChatOperations> {
  const { config, db, bus, clock, isSessionLive, limiter } = options;
  const media = options.media ?? createDiskMediaStore(join(config.dataDir, 'uploads'));
  const hub = createChatHub(bus, (error, topic) =>
    app.log.error({ err: error, topic }, 'A chat event could not be passed on; what was stored stays stored'),
  );
  const access = createChatAccess(db);
  const base = { db, hub, clock, access };
  const presence = createPresence(base);
  const messages = createMessages({
    ...base,
    limits: config.chat,
    media,
    moderate: createTextModeration(db),
    limiter,
  });
  const sfu = createSfu({ db, hub, access, settings: config.calls.sfu, log: app.log });
  // This process, as call and meeting rows name where a socket is (its heartbeat: the calls module).
  const processId = randomUUID();
  const meetings = createMeetings({ ...base, settings: config.calls, processId, messages, media: sfu });
  // A member gone from a group leaves its meetings (kicked, banned, left, or the group deleted).
  const groups = createGroups({ ...base, limiter, presence, messages, membershipEnded: meetings });
  const groupAdministration = createGroupAdministration({ ...base, presence, messages, membershipEnded: meetings });
  const conversations = createConversations({ db, presence });
  const blocking = createBlocking({ db, clock, presence });
  const reports = createReports(base);
  const reactions = createReactions({ ...base, messages });
  const polls = createPolls({ ...base, messages });
  const services = createMessageServices({ access, settings: config.chatServices, log: app.log, limiter });
  const calls = createCalls({
    ...base,
    settings: config.calls,
    processId,
    processesGone: (aliveSince) => meetings.leaveGoneProcesses(aliveSince),
  });
  // The calls a stopped process left behind end now, and its meetings' participants leave (docs/decisions/0024-calls.md
  // "Calls of a stopped process").
  await calls.start((error) => app.log.error({ err: error }, 'The calls of stopped processes could not be ended'));
  const stickers = createStickers({ db, messages });
  const locations = createLocations({ messages });
  const logins = createChatLogins({
    db,
    tokens: await chatTokenServiceFor(db, config, clock),
    isSessionLive,
    clock,
  });

  // Registered first, so it runs after the plugins' own: the hub goes once every socket's close is recorded.
  app.addHook('onClose', async () => {
    await calls.close();
    sfu.close();
    hub.close();
  });
  await app.register(chatSocket, {
    path: CHAT_PATH,
    limits: config.chat,
    db,
    bus,
    clock,
    hub,
    logins,
    presence,
    services: services.offered,
    handlers: {
      ...presence.handlers,
      ...messages.handlers,
      ...conversations.handlers,
      ...groups.handlers,
      ...groupAdministration.handlers,
      ...blocking.handlers,
      ...reports.handlers,
      ...reactions.handlers,
      ...polls.handlers,
      ...services.handlers,
      ...calls.handlers,
      ...stickers.handlers,
      ...locations.handlers,
      ...meetings.handlers,
      ...sfu.handlers,
    },
    limiter,
    onSocketClosed: async (session) => {
      await calls.socketClosed(session);
      await meetings.socketClosed(session);
      await sfu.socketClosed(session);
    },
  });
  const thumbnails = createThumbnailQueue({ media, root: join(config.dataDir, 'uploads', 'thumbnails'), log: app.log });
  await app.register(mediaRoutes, { limits: config.chat, media, limiter, logins, messages, thumbnails });
  await app.register(thumbnailRoutes, { media, thumbnails });
  await app.register(stickerRoutes);
  return createChatOperations({ db, bus, clock, messages });
}
