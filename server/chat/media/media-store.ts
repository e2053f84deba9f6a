// Where uploaded chat media live. One interface, so a cloud bucket can replace the disk without touching the
// routes; the disk implementation keeps files under DATA_DIR/uploads.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class MediaTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'MediaTooLargeError';
  }
}

export interface MediaStore {
  /**
   * Stores a stream under a new key with the given extension; rejects with MediaTooLargeError (and keeps nothing)
   * when more than maxBytes arrive. Resolves with the key and the size.
   */
  put(
    source: Readable,
    { extension, maxBytes }: { extension: string; maxBytes: number },
  ): Promise<{ key: string; size: number }>;
  /** The stored file, or null for an unknown key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** Keys are 24 random bytes, base64url, plus an extension: unguessable, and safe as a file name. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}\.[a-z0-9]{1,8}$/;

/** Whether a key has the form the store gives out: no path, no separator, nothing but a file name of its own. */
export const isMediaKey = (key: string): boolean => KEY_PATTERN.test(key);

export function createDiskMediaStore(root: string): MediaStore {
  // Made on the first upload, so a server that never gets one leaves no folder behind.
  let ready: Promise<unknown> | undefined;
  const pathOf = (key: string) => join(root, key);

  return {
    async put(source, { extension, maxBytes }) {
      await (ready ??= mkdir(root, { recursive: true }));
      const key = `${randomBytes(24).toString('base64url')}.${extension}`;
      const partial = pathOf(`${key}.part`);
      let size = 0;
      // Past the limit the rest is read and dropped rather than the stream destroyed, so the upload's request
      // still ends normally and its sender gets the refusal instead of a broken connection.
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, size > maxBytes ? undefined : chunk);
        },
      });
      try {
        await pipeline(source, limit, createWriteStream(partial));
        if (size > maxBytes) throw new MediaTooLargeError(maxBytes);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, pathOf(key));
      return { key, size };
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const { size } = await stat(pathOf(key));
        return { stream: createReadStream(pathOf(key)), size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (isMediaKey(key)) await rm(pathOf(key), { force: true });
    },
  };
}
