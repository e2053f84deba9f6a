// Thumbnails from the real ffmpeg: their sizes, a file that is no image refused, and ffmpeg at the lowest CPU
// priority, so that on two cores the server's one thread gets a core before thumbnails do (issue #25). The priority is
// read by a wrapper on PATH that records its own niceness (/proc/self/stat) and then runs the real ffmpeg.
import { execFileSync } from 'node:child_process';
import { chmodSync, createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotAnImageError, thumbnailsOf } from './thumbnail-maker.js';

const realFfmpeg = execFileSync('sh', ['-c', 'command -v ffmpeg']).toString().trim();

describe('thumbnailsOf', () => {
  let folder: string;
  let photo: string;
  let niceness: string;
  const path = process.env['PATH'];

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'foyer-thumbnail-test-'));
    photo = join(folder, 'photo.png');
    execFileSync(realFfmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1200x800', '-frames:v', '1', photo]);
    niceness = join(folder, 'niceness');
    const bin = join(folder, 'bin');
    execFileSync('mkdir', [bin]);
    // Field 19 of /proc/<pid>/stat is the niceness; the wait lets the server set it after the start.
    writeFileSync(
      join(bin, 'ffmpeg'),
      `#!/bin/sh\nsleep 0.3\ncut -d' ' -f19 /proc/$$/stat > '${niceness}'\nexec '${realFfmpeg}' "$@"\n`,
    );
    chmodSync(join(bin, 'ffmpeg'), 0o755);
    process.env['PATH'] = `${bin}:${path ?? ''}`;
  });

  afterAll(() => {
    process.env['PATH'] = path;
    rmSync(folder, { recursive: true, force: true });
  });

  it('scales an image into both boxes, keeping its aspect ratio, with ffmpeg at the lowest priority', async () => {
    const { medium, small } = await thumbnailsOf(createReadStream(photo));

    expect(imageSize(medium)).toMatchObject({ type: 'webp', width: 300, height: 200 });
    expect(imageSize(small)).toMatchObject({ type: 'webp', width: 150, height: 100 });
    expect(readFileSync(niceness, 'utf8').trim()).toBe('19');
  });

  it('refuses a file that is no image', async () => {
    await expect(thumbnailsOf(Readable.from([Buffer.from('not an image at all')]))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });
});
