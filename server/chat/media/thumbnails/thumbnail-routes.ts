// GET /chat/thumbnails/<media key>/<small|medium>: the thumbnail-generation extension's files (chat-widget.md §3,
// §4 Images, §7 "Image thumbnail ... 403 retried after 800 ms"). A thumbnail is made when it is first asked for;
// until it is there the route answers 403, as CometChat's extension does, and the widget asks again 800 ms later.
// Made once per file and process at a time, on one core of two at most, from a bounded queue in which each uploader
// (or asking address) has a small share; started when an image or video is uploaded; kept beside the uploads. A
// thumbnail of a deleted file is gone with it: the original is looked up on every request.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import { MEDIA_MESSAGE_CODES } from '../../chat-codes.js';
import { isMediaKey, type MediaStore } from '../media-store.js';
import {
  IMAGE_EXTENSIONS,
  NotAnImageError,
  THUMBNAIL_SIZES,
  thumbnailsOf,
  VIDEO_EXTENSIONS,
  type ThumbnailSize,
} from './thumbnail-maker.js';
import { THUMBNAIL_URL_PREFIX } from './thumbnail-urls.js';

/** Files that could not be read as images, remembered so they are not tried again on every retry; bounded. */
const MAX_FAILED = 10_000;
/** ffmpeg runs at most this many at once: of two cores, one stays the event loop's. */
const CONCURRENT = Math.max(1, availableParallelism() - 1);
/** Thumbnails waiting or being made, at most; and at most this many of one uploader (or one asking address). */
const MAX_QUEUED = 32;
const MAX_QUEUED_PER_OWNER = 3;

export interface ThumbnailQueue {
  /**
   * Makes a file's thumbnails, unless they are being made: false when the queue, or its owner's share of it, is full
   * (it is asked for again later). The owner is the uploader when known, else the address that asked.
   */
  start(key: string, owner: string): boolean;
  /** The file could not be made small (not an image, or too large to decode). */
  failed(key: string): boolean;
  pathOf(key: string, size: ThumbnailSize): string;
}

export function createThumbnailQueue({
  media,
  root,
  log,
}: {
  media: MediaStore;
  /** Where thumbnails are kept (DATA_DIR/uploads/thumbnails). */
  root: string;
  log: FastifyBaseLogger;
}): ThumbnailQueue {
  const limit = pLimit(CONCURRENT);
  const making = new Map<string, Promise<void>>();
  const queuedBy = new Map<string, number>();
  const failed = new Set<string>();
  const pathOf = (key: string, size: ThumbnailSize) => join(root, `${key}.${size}.webp`);

  async function make(key: string): Promise<void> {
    const stored = await media.get(key);
    if (!stored) return;
    try {
      const thumbnails = await thumbnailsOf(stored.stream);
      await mkdir(root, { recursive: true });
      for (const size of ['small', 'medium'] as const) {
        const partial = `${pathOf(key, size)}.part`;
        await writeFile(partial, thumbnails[size]);
        await rename(partial, pathOf(key, size));
      }
    } catch (error) {
      stored.stream.destroy();
      if (!(error instanceof NotAnImageError)) throw error;
      if (failed.size >= MAX_FAILED) failed.clear();
      failed.add(key);
    }
  }

  return {
    start(key, owner) {
      if (making.has(key)) return true;
      const queued = queuedBy.get(owner) ?? 0;
      if (making.size >= MAX_QUEUED || queued >= MAX_QUEUED_PER_OWNER) return false;
      queuedBy.set(owner, queued + 1);
      const job = limit(() => make(key))
        .catch((error: unknown) => log.error({ err: error, key }, 'A chat thumbnail could not be made'))
        .finally(() => {
          making.delete(key);
          const left = (queuedBy.get(owner) ?? 1) - 1;
          if (left > 0) queuedBy.set(owner, left);
          else queuedBy.delete(owner);
        });
      making.set(key, job);
      return true;
    },
    failed: (key) => failed.has(key),
    pathOf,
  };
}

export interface ThumbnailRoutesOptions {
  media: MediaStore;
  thumbnails: ThumbnailQueue;
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

const isSize = (size: string): size is ThumbnailSize => Object.hasOwn(THUMBNAIL_SIZES, size);

export const thumbnailRoutes: FastifyPluginAsync<ThumbnailRoutesOptions> = async (app, { media, thumbnails }) => {
  const { pathOf } = thumbnails;
  app.get<{ Params: { key: string; size: string } }>(`${THUMBNAIL_URL_PREFIX}:key/:size`, async (request, reply) => {
    const { key, size } = request.params;
    // Checked before any file is touched: the key names files in the thumbnail folder (a decoded "../" reached out).
    if (!isMediaKey(key)) return refuse(reply, 404, MEDIA_MESSAGE_CODES.notAnImage, 'No such file');
    const extension = key.split('.').pop() ?? '';
    if (!isSize(size)) {
      return refuse(reply, 404, MEDIA_MESSAGE_CODES.notAnImage, 'A thumbnail is small or medium');
    }
    if (!IMAGE_EXTENSIONS.has(extension) && !VIDEO_EXTENSIONS.has(extension)) {
      return refuse(reply, 415, MEDIA_MESSAGE_CODES.notAnImage, 'Thumbnails are made of images and videos only');
    }
    const original = await media.get(key);
    if (!original) {
      await Promise.all(['small', 'medium'].map((one) => rm(pathOf(key, one as ThumbnailSize), { force: true })));
      return refuse(reply, 404, MEDIA_MESSAGE_CODES.notAnImage, 'No such file');
    }
    original.stream.destroy();
    if (thumbnails.failed(key)) {
      return refuse(reply, 422, MEDIA_MESSAGE_CODES.notAnImage, 'The file cannot be read as an image or a video');
    }
    const thumbnail = await readFile(pathOf(key, size)).catch(() => null);
    if (!thumbnail) {
      // A full queue makes nothing now: the widget asks again, as for one being made.
      thumbnails.start(key, `ip:${request.ip}`);
      return refuse(reply, 403, MEDIA_MESSAGE_CODES.thumbnailPending, 'The thumbnail is being made; ask again soon');
    }
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(thumbnail);
  });
};
