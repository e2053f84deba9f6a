/**
 * Reading what the chat service sends, with the contract's schemas (shared/chat/chat-frames.ts): every frame, every
 * answer by the type of the request it answers, every push by its event, every upload answer. zod/mini weighs about
 * 8 KB (brotli) with these schemas, so the connection loads this module while its socket opens instead of the
 * launcher carrying it (docs/decisions/0012-shared-contract.md).
 */
import * as z from 'zod/mini';
import {
  mediaUploadAnswerSchema,
  resultSchemaOf,
  serverFrameSchema,
  type ResultOf,
  type ServerFrame,
} from '../../../shared/chat/chat-frames';
import type { ChatRequestType } from '../../../shared/chat/chat-requests';
import type { ChatMessage } from '../../../shared/chat/chat-entities';
import { CHAT_ERROR_CODES, UNKNOWN_ERROR_CODE } from '../../../shared/chat/chat-codes';
import { ChatError } from '../chat-service';

/** A frame of the protocol, or null for text that is not one (it is dropped). */
export function readServerFrame(text: string): ServerFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const frame = serverFrameSchema.safeParse(json);
  return frame.success ? frame.data : null;
}

const unexpected = (what: string, error: z.core.$ZodError) =>
  new ChatError(CHAT_ERROR_CODES.invalidInput, `The chat service sent ${what} this client does not understand`, {
    issues: error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });

/** The result of a request of `type`, as its schema reads it; an answer of another shape fails the request. */
export function readResult<T extends ChatRequestType>(type: T, result: unknown): ResultOf<T> {
  const parsed = z.safeParse(resultSchemaOf(type), result);
  if (!parsed.success) throw unexpected(`a ${type} answer`, parsed.error);
  return parsed.data;
}

/** POST /chat/media's answer: the media message, or the refusal as a ChatError. */
export function readUploadAnswer(body: unknown, status: number): ChatMessage {
  const parsed = mediaUploadAnswerSchema.safeParse(body);
  if (!parsed.success) throw new ChatError(UNKNOWN_ERROR_CODE, `The upload failed (${status})`);
  if ('error' in parsed.data) throw new ChatError(parsed.data.error.code, parsed.data.error.message);
  return parsed.data;
}
