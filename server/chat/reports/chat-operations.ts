// What the event's operators do to the chat (docs/operators.md#chat-moderation), for the GraphQL resolvers of
// features/operator: the reported messages, deleting any message, banning users from the event's whole chat.
import { CHAT_USERS_BANNED_TOPIC, type Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import type { ChatOperations } from '../../context.js';
import type { Db } from '../../store/database.js';
import { findChatUser } from '../chat-users.js';
import type { Messages } from '../messages/message-handlers.js';
import { secondsOf } from '../session/chat-session.js';
import { deleteEventBan, insertEventBan, pageOfReports } from './report-store.js';

export function createChatOperations({
  db,
  bus,
  clock,
  messages,
}: {
  db: Db;
  bus: Bus;
  clock: Clock;
  messages: Pick<Messages, 'deleteAsOperator'>;
}): ChatOperations {
  return {
    async listReports(page) {
      const rows = await pageOfReports(db, page);
      return rows.map((row) => ({
        id: row.id,
        messageId: row.message_id,
        reporterUid: row.reporter_uid,
        reason: row.reason,
        reportedAt: row.created_at,
        senderUid: row.sender_uid,
        text: row.text,
        deleted: row.deleted_at !== null,
      }));
    },
    deleteMessage: (id) => messages.deleteAsOperator(id),
    /** Their sockets close in every process; their logins are refused until unbanned. */
    async banUser(uid) {
      if (!(await findChatUser(db, uid))) return false;
      await insertEventBan(db, uid, secondsOf(clock));
      await bus.publish(CHAT_USERS_BANNED_TOPIC, { uids: [uid] });
      return true;
    },
    async unbanUser(uid) {
      if (!(await findChatUser(db, uid))) return false;
      await deleteEventBan(db, uid);
      return true;
    },
  };
}
