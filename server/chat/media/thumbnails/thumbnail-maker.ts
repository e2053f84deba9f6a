// The thumbnail-generation extension's work (chat-widget.md §3 thumbnail-generation url_small and url_medium, §9
// "thumbnail max 300x200 (150x100 small screens)"), done by ffmpeg (libavcodec and libswscale, installed on every
// Foyer host; docs/chat-service.md "Thumbnails"): an image is scaled, a video's poster is its first frame scaled
// the same way, never enlarged, as WebP. Files are hostile until read: ffmpeg runs without a shell, on one thread,
// with a time limit, and its decoders refuse frames of more than MAX_DECODED_PIXELS (a decompression bomb). An
// image's dimensions are read from its header first (image-size): a larger JPEG is decoded at a half, a quarter or an
// eighth of its size (ffmpeg's lowres), any other larger image is refused before ffmpeg starts (a 6000x6000 PNG of
// 120 KB cost 4.9 s of ffmpeg; issue #25).
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { constants, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { imageSizeFromFile } from 'image-size/fromFile';

export const THUMBNAIL_SIZES = {
  medium: { width: 300, height: 200 },
  small: { width: 150, height: 100 },
} as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/** Decoded at full size at most: a 12 MP phone photo and more, and a second of ffmpeg's time at worst. */
const MAX_DECODED_PIXELS = 16_000_000;
/** JPEGs read at most, decoded at an eighth of their size at worst (a 50 MP camera's photo is 1 MP then). */
const MAX_JPEG_PIXELS = 64 * MAX_DECODED_PIXELS;
const FFMPEG_TIMEOUT_MS = 20_000;

export const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp', 'avif']);
export const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'mov', 'ogv']);

/** Thrown when the file cannot be read as an image or a video, or is too large to be made small. */
export class NotAnImageError extends Error {
  constructor(cause: unknown) {
    super('The file cannot be read as an image or a video', { cause });
    this.name = 'NotAnImageError';
  }
}

/**
 * How ffmpeg decodes the file: at full size within MAX_DECODED_PIXELS, a larger JPEG at 1/2^lowres; a larger image of
 * another kind not at all. A file whose header image-size cannot read (a video) is left to ffmpeg's own limit.
 */
async function decodingOf(path: string): Promise<{ lowres: number; maxPixels: number }> {
  const size = await imageSizeFromFile(path).catch(() => undefined);
  const pixels = size?.width && size.height ? size.width * size.height : 0;
  if (pixels <= MAX_DECODED_PIXELS) return { lowres: 0, maxPixels: MAX_DECODED_PIXELS };
  if (size?.type !== 'jpg' || pixels > MAX_JPEG_PIXELS) {
    throw new NotAnImageError(`${size?.width}x${size?.height} ${size?.type ?? ''} is too large to decode`);
  }
  // Each step halves both sides: a quarter of the pixels.
  const lowres = Math.ceil(Math.log(pixels / MAX_DECODED_PIXELS) / Math.log(4));
  return { lowres, maxPixels: MAX_JPEG_PIXELS };
}

/** The scale filter of one size: within its box, the aspect ratio kept, never larger than the original. */
const scaleTo = ({ width, height }: { width: number; height: number }) =>
  `scale=w='min(${width},iw)':h='min(${height},ih)':force_original_aspect_ratio=decrease:flags=lanczos`;

/** The lowest scheduling priority (nice 19): the server's own thread, every visitor's, gets a core first. */
const FFMPEG_PRIORITY = constants.priority.PRIORITY_LOW;

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'ffmpeg',
      args,
      { timeout: FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (error) => (error ? reject(new NotAnImageError(error)) : resolve()),
    );
    // Thumbnails can wait; on two cores, two ffmpegs at the server's priority took its CPU (issue #25: /health p99
    // 67 ms during thumbnail uploads, 37 ms without). A child that already ended has no priority to set.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, FFMPEG_PRIORITY);
      } catch {
        // It ended first.
      }
    }
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
    const { lowres, maxPixels } = await decodingOf(input);
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
      ...['-nostdin', '-v', 'error', '-y', '-threads', '1', '-filter_threads', '1'],
      ...['-max_pixels', String(maxPixels), ...(lowres > 0 ? ['-lowres', String(lowres)] : []), '-i', input],
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
