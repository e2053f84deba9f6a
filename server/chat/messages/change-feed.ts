// The change feed (chat_message_changes): every change of a message a client was told of live (an edit, a deletion,
// a reaction) gets an id here, written in the change's own transaction, so a client that reconnects catches up on it.
import type { Transaction } from 'kysely';
import type { Database } from '../../store/database.js';

/** Records a change of the message; answers its change-feed id. */
export async function recordChange(trx: Transaction<Database>, messageId: number, conversationId: string) {
  const { id } = await trx
    .insertInto('chat_message_changes')
    .values({ message_id: messageId, conversation_id: conversationId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
