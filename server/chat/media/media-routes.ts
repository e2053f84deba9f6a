// The media module's HTTP routes, as an encapsulated Fastify plugin: POST /chat/media turns one upload into a media
// message, GET /chat/media/:key serves a stored file. Multipart parsing is registered for these routes only.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ChatLimits } from '../../config.js';
import { takeAll, type RateLimiter } from '../../limits/rate-limiter.js';
import { CHAT_ERROR_CODES, ChatRefusal } from '../chat-codes.js';
import type { Messages } from '../messages/message-handlers.js';
import type { ChatLogins } from '../session/chat-login.js';
import type { MediaStore } from './media-store.js';
import { mediaContentType, uploadMedia } from './media-upload.js';
import { MEDIA_URL_PREFIX, mediaKeyOf } from './media-urls.js';
import type { ThumbnailQueue } from './thumbnails/thumbnail-routes.js';
import { THUMBNAILED_TYPES } from './thumbnails/thumbnail-urls.js';

/**
 * Uploads a user may start a minute. The socket's request limit does not cover this HTTP route, and each upload
 * may write up to the largest media size to disk; counted before the body is read, so refused ones count too.
 */
export const UPLOAD_LIMIT = { max: 30, windowMs: 60_000 };
/** Uploads one address may start a minute: ten people at the user's pace (issue #25: users are cheap to make). */
export const UPLOAD_LIMIT_PER_IP = { max: 300, windowMs: 60_000 };

export interface MediaRoutesOptions {
  limits: ChatLimits;
  media: MediaStore;
  limiter: RateLimiter;
  logins: Pick<ChatLogins, 'authenticate'>;
  messages: Pick<Messages, 'checkTarget' | 'sendMedia'>;
  /** An image or video was stored: its thumbnails are made now, on the uploader's share of the queue. */
  thumbnails?: Pick<ThumbnailQueue, 'start'>;
}

function chatError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

const STATUS_OF_REFUSAL: Partial<Record<string, number>> = {
  [CHAT_ERROR_CODES.fileTooLarge]: 413,
  [CHAT_ERROR_CODES.fileTypeNotAllowed]: 415,
  // The message's own limit (sends per user and address), as the upload's.
  [CHAT_ERROR_CODES.rateLimited]: 429,
};

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const { limits, media, limiter, logins, messages, thumbnails } = options;
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(limits.maxImageBytes, limits.maxVideoBytes, limits.maxAudioBytes, limits.maxFileBytes),
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
    },
  });

  app.post(MEDIA_URL_PREFIX.replace(/\/$/, ''), async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const authenticated = token ? await logins.authenticate(token) : null;
    if (!authenticated) return chatError(reply, 401, CHAT_ERROR_CODES.unauthenticated, 'The chat token is not valid');
    const counted = await takeAll(limiter, [
      [`chat-upload:uid:${authenticated.user.uid}`, UPLOAD_LIMIT],
      [`chat-upload:ip:${request.ip}`, UPLOAD_LIMIT_PER_IP],
    ]);
    if (!counted) {
      return chatError(reply, 429, CHAT_ERROR_CODES.rateLimited, 'Too many uploads, please wait a minute');
    }
    try {
      const message = await uploadMedia(request, {
        media,
        limits,
        messages,
        session: { ...authenticated.user, socketId: `upload:${randomUUID()}`, ip: request.ip, typing: new Map() },
      });
      const key = message.data?.url ? mediaKeyOf(message.data.url) : undefined;
      if (key && THUMBNAILED_TYPES.has(message.type)) thumbnails?.start(key, `uid:${authenticated.user.uid}`);
      return reply.send(message);
    } catch (error) {
      if (error instanceof ChatRefusal) {
        return chatError(reply, STATUS_OF_REFUSAL[error.code] ?? 400, error.code, error.message);
      }
      throw error;
    }
  });

  app.get<{ Params: { key: string } }>(`${MEDIA_URL_PREFIX}:key`, async (request, reply) => {
    const stored = await media.get(request.params.key);
    if (!stored) return chatError(reply, 404, CHAT_ERROR_CODES.messageNotFound, 'No such file');
    const type = mediaContentType(request.params.key);
    reply
      .header('content-type', type.contentType)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable');
    if (type.attachment) reply.header('content-disposition', 'attachment');
    return reply.send(stored.stream);
  });
};
