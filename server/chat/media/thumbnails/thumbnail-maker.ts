// The thumbnail-generation extension's work (chat-widget.md §3 thumbnail-generation url_small and url_medium, §9
// "thumbnail max 300x200 (150x100 small screens)"), done by ffmpeg (libavcodec and libswscale, installed on every
// Foyer host; docs/chat-service.md "Thumbnails"): an image is scaled, a video's poster is its first frame scaled
// the same way, never enlarged, as WebP. Files are hostile until read: ffmpeg runs without a shell, with a time
// limit, and its decoders refuse frames of more than MAX_INPUT_PIXELS (a decompression bomb).
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const THUMBNAIL_SIZES = {
  medium: { width: 300, height: 200 },
  small: { width: 150, height: 100 },
} as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/** 40 megapixels: more than any phone photo, far less than a bomb's gigapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const FFMPEG_TIMEOUT_MS = 20_000;

export const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp', 'avif']);
export const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'mov', 'ogv']);

/** Thrown when the file cannot be read as an image or a video. */
export class NotAnImageError extends Error {
  constructor(cause: unknown) {
    super('The file cannot be read as an image or a video', { cause });
    this.name = 'NotAnImageError';
  }
}

/** The scale filter of one size: within its box, the aspect ratio kept, never larger than the original. */
const scaleTo = ({ width, height }: { width: number; height: number }) =>
  `scale=w='min(${width},iw)':h='min(${height},ih)':force_original_aspect_ratio=decrease:flags=lanczos`;

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', args, { timeout: FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 }, (error) =>
      error ? reject(new NotAnImageError(error)) : resolve(),
    );
  });
}

/**
 * Both thumbnails of an image or a video (its first frame). The file is copied to a temporary folder first: an MP4
 * may keep its index at its end, which a pipe cannot seek to.
 */
export async function thumbnailsOf(source: Readable): Promise<Record<ThumbnailSize, Buffer>> {
  const folder = await mkdtemp(join(tmpdir(), 'foyer-thumbnail-'));
  const input = join(folder, 'input');
  const output = (size: ThumbnailSize) => join(folder, `${size}.webp`);
  try {
    await pipeline(source, createWriteStream(input));
    const filter =
      `[0:v]split=2[a][b];[a]${scaleTo(THUMBNAIL_SIZES.medium)}[medium];` +
      `[b]${scaleTo(THUMBNAIL_SIZES.small)}[small]`;
    const outputOf = (size: ThumbnailSize) => [
      '-map',
      `[${size}]`,
      '-frames:v',
      '1',
      '-c:v',
      'libwebp',
      '-quality',
      '80',
      '-f',
      'webp',
      output(size),
    ];
    await ffmpeg([
      ...['-nostdin', '-v', 'error', '-y', '-max_pixels', String(MAX_INPUT_PIXELS), '-i', input],
      ...['-filter_complex', filter, ...outputOf('medium'), ...outputOf('small')],
    ]);
    const [medium, small] = await Promise.all([readFile(output('medium')), readFile(output('small'))]);
    if (medium.length === 0 || small.length === 0) throw new NotAnImageError('no frame');
    return { medium, small };
  } catch (error) {
    throw error instanceof NotAnImageError ? error : new NotAnImageError(error);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
