// POST /chat/media: one multipart upload becomes one media message. Fields come first (receiverId, receiverType,
// type, muid, parentMessageId), then the file. Its type is read from its first bytes (file-type), never from
// its name or the browser's claim, and must be on the allowlist of the media type it is sent as.
import type { FastifyRequest } from 'fastify';
import { fileTypeStream } from 'file-type';
import type { ChatMessage, MediaMessageType as MediaType } from '../../../shared/chat/chat-entities.js';
import { mediaUploadFieldsSchema } from '../../../shared/chat/chat-requests.js';
import type { ChatLimits } from '../../config.js';
import { jsonProblem, jsonProblemText } from '../../validation.js';
import { CHAT_ERROR_CODES, ChatRefusal } from '../chat-codes.js';
import type { Messages } from '../messages/message-handlers.js';
import type { ChatSession } from '../session/chat-session.js';
import { MediaTooLargeError, type MediaStore } from './media-store.js';
import { mediaUrlOf } from './media-urls.js';

/** What each media type accepts, by detected MIME type. Browsers record audio as WebM, detected as video/webm. */
export const MEDIA_ALLOWLIST: Record<MediaType, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'],
  audio: [
    'audio/mpeg',
    'audio/ogg',
    'audio/wav',
    'audio/mp4',
    'audio/x-m4a',
    'audio/aac',
    'audio/flac',
    'audio/webm',
    'video/webm',
  ],
  file: [
    'application/pdf',
    'application/zip',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'audio/mpeg',
    'video/mp4',
  ],
};

/** Stored files keep the extension file-type detected; served back with the MIME type it stands for. */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

/** Served inline: images, audio and video a browser shows itself. Everything else downloads. */
const INLINE_PREFIXES = ['image/', 'video/', 'audio/'];

export function mediaContentType(key: string): { contentType: string; attachment: boolean } {
  const contentType = EXTENSION_TYPES[key.split('.').pop() ?? ''];
  if (!contentType) return { contentType: 'application/octet-stream', attachment: true };
  return { contentType, attachment: !INLINE_PREFIXES.some((prefix) => contentType.startsWith(prefix)) };
}

function fieldValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const part = Array.isArray(field) ? field[0] : field;
    if (part && typeof part === 'object' && 'value' in part && typeof part.value === 'string')
      values[name] = part.value;
  }
  return values;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name to show: its last path segment, without control characters, at most 200 characters. */
function displayName(filename: string | undefined): string {
  const name = (filename ?? '').split(/[\\/]/).pop()?.replace(CONTROL_CHARACTERS, '').trim() ?? '';
  return name.slice(0, 200) || 'file';
}

function maxBytesOf(type: MediaType, limits: ChatLimits): number {
  return {
    image: limits.maxImageBytes,
    video: limits.maxVideoBytes,
    audio: limits.maxAudioBytes,
    file: limits.maxFileBytes,
  }[type];
}

export async function uploadMedia(
  request: FastifyRequest,
  {
    media,
    limits,
    messages,
    session,
  }: {
    media: MediaStore;
    limits: ChatLimits;
    messages: Pick<Messages, 'checkTarget' | 'sendMedia'>;
    session: ChatSession;
  },
): Promise<ChatMessage> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part)
    throw new ChatRefusal(CHAT_ERROR_CODES.invalidInput, 'Send multipart/form-data with the fields and one file');
  const values = fieldValues(part.fields);
  const problem = jsonProblem(values);
  if (problem) {
    part.file.resume();
    throw new ChatRefusal(CHAT_ERROR_CODES.invalidInput, `Bad upload: ${jsonProblemText(problem)}`);
  }
  const fields = mediaUploadFieldsSchema.safeParse(values);
  if (!fields.success) {
    part.file.resume();
    const issue = fields.error.issues[0];
    throw new ChatRefusal(
      CHAT_ERROR_CODES.invalidInput,
      `Bad upload: ${issue?.path.join('.') ?? 'fields'} ${issue?.message ?? ''}`,
    );
  }
  const { receiverId, receiverType, type, muid, parentMessageId } = fields.data;
  try {
    await messages.checkTarget(session, receiverId, receiverType);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const detected = await fileTypeStream(part.file);
  const mimeType = detected.fileType?.mime;
  const extension = detected.fileType?.ext;
  if (!mimeType || !extension || !MEDIA_ALLOWLIST[type].includes(mimeType) || !EXTENSION_TYPES[extension]) {
    detected.resume();
    part.file.resume();
    throw new ChatRefusal(
      CHAT_ERROR_CODES.fileTypeNotAllowed,
      `A ${type} message takes ${MEDIA_ALLOWLIST[type].join(', ')}; this file is ${mimeType ?? 'of an unknown type'}`,
    );
  }
  const maxBytes = maxBytesOf(type, limits);
  let stored: { key: string; size: number };
  try {
    stored = await media.put(detected, { extension, maxBytes });
  } catch (error) {
    part.file.resume();
    if (error instanceof MediaTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ChatRefusal(CHAT_ERROR_CODES.fileTooLarge, `A ${type} may have at most ${maxBytes} bytes`);
    }
    throw error;
  }
  if (part.file.truncated) {
    await media.remove(stored.key);
    throw new ChatRefusal(CHAT_ERROR_CODES.fileTooLarge, `A ${type} may have at most ${maxBytes} bytes`);
  }
  const url = mediaUrlOf(stored.key);
  let message: ChatMessage;
  try {
    message = await messages.sendMedia(session, {
      receiverId,
      receiverType,
      type,
      ...(muid ? { muid } : {}),
      ...(parentMessageId === undefined ? {} : { parentMessageId }),
      attachment: { url, name: displayName(part.filename), mimeType, size: stored.size },
    });
  } catch (error) {
    await media.remove(stored.key);
    throw error;
  }
  // A resend (same muid) answers with the message stored the first time, which keeps its own file.
  if (message.data?.url !== url) await media.remove(stored.key);
  return message;
}
