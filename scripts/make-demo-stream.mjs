// Makes the demo event's looping HLS test stream with ffmpeg from generated sources (testsrc2 and a sine tone;
// nothing is fetched): two renditions, 2-second segments and a master playlist in build/demo-stream, which the
// server serves at /demo-stream/. Run by `npm run build`; skipped when the stream is already there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = join(root, 'build', 'demo-stream');
const master = join(target, 'master.m3u8');
const seconds = 20;

if (existsSync(master) && !process.argv.includes('--force')) {
  console.log('demo stream: build/demo-stream is up to date');
  process.exit(0);
}

if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).error) {
  console.warn(
    'demo stream: WARNING ffmpeg is missing, so the demo event has no video and the stream tests will fail. ' +
      'Install it with `apt-get install ffmpeg` and run npm run build again.',
  );
  process.exit(0);
}

// Written next to the target and renamed at the end, so an interrupted run never leaves half a stream behind.
const work = `${target}.partial`;
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, '0'), { recursive: true });
mkdirSync(join(work, '1'), { recursive: true });

const args = [
  ['-hide_banner', '-loglevel', 'error', '-y'],
  ['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${seconds}`],
  ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
  ['-filter_complex', '[0:v]split=2[high][low0];[low0]scale=320:180[low]'],
  ['-map', '[high]', '-map', '1:a', '-map', '[low]', '-map', '1:a'],
  ['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
  // A key frame every 2 s (25 fps), so every segment starts with one.
  ['-g', '50', '-keyint_min', '50', '-sc_threshold', '0'],
  ['-b:v:0', '800k', '-b:v:1', '250k', '-c:a', 'aac', '-b:a', '64k', '-ac', '2'],
  ['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
  ['-hls_segment_filename', join(work, '%v', 'segment-%03d.ts')],
  ['-master_pl_name', 'master.m3u8', '-var_stream_map', 'v:0,a:0 v:1,a:1'],
  [join(work, '%v', 'index.m3u8')],
].flat();

const result = spawnSync('ffmpeg', args, { stdio: 'inherit' });
if (result.status !== 0) {
  rmSync(work, { recursive: true, force: true });
  console.error(`demo stream: ffmpeg failed (exit ${result.status})`);
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
renameSync(work, target);
console.log(`demo stream: ${seconds} s, two renditions (640x360, 320x180), 2 s segments in build/demo-stream`);
