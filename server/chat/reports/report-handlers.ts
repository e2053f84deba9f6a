// Reports (issue #15, beyond chat-widget.md): a user reports a message they received to the event's operators, who
// list reports through GraphQL (features/chat-moderation).
import { REPORT_REASON_MAX_LENGTH } from '../../../shared/chat/chat-limits.js';
import { CHAT_ERROR_CODES, ChatRefusal } from '../chat-codes.js';
import type { ChatHandlers, ChatModuleDependencies } from '../session/chat-session.js';
import { secondsOf } from '../session/chat-session.js';
import { insertReport } from './report-store.js';

export function createReports({ db, clock, access }: Pick<ChatModuleDependencies, 'db' | 'clock' | 'access'>) {
  const handlers: ChatHandlers<'reportMessage'> = {
    reportMessage: async (session, request) => {
      const reason = request.reason.trim();
      if (reason === '' || reason.length > REPORT_REASON_MAX_LENGTH) {
        throw new ChatRefusal(
          CHAT_ERROR_CODES.invalidInput,
          `A report's reason has 1 to ${REPORT_REASON_MAX_LENGTH} characters`,
        );
      }
      // Only a message of a conversation the reporter takes part in, and not their own.
      const message = await access.message('readConversation', session, request.messageId);
      if (message.sender_uid === session.uid) {
        throw new ChatRefusal(CHAT_ERROR_CODES.invalidInput, 'You cannot report your own message');
      }
      await insertReport(db, { messageId: message.id, reporterUid: session.uid, reason, at: secondsOf(clock) });
      return null;
    },
  };
  return { handlers };
}
