// Stickers, location messages and thumbnails (issue #16) against real sockets and HTTP on SQLite and PostgreSQL:
// the sticker list (default set, the event file's custom sets), sticker and location messages, thumbnails made on
// the server (403 until made, then WebP within §9's boxes), and every refusal of hostile or oversized input.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_RETRY_MS } from '../../../src/chat/chat-constants.js';
import {
  connectChat,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { eventFileProblems, MINIMAL_EVENT_YAML } from '../../test-support/event-files.js';
import { dialects } from '../../test-support/stores.js';
import type { StickerList } from '../../../shared/chat/stickers.js';
import { CHAT_ERROR_CODES, MEDIA_MESSAGE_CODES } from '../chat-codes.js';
import { importChatStickers } from './stickers/sticker-settings.js';

interface Message {
  id: number;
  type?: string;
  category?: string;
  data?: { url?: string; customData?: Record<string, unknown> };
  metadata?: { '@injected'?: { extensions?: Record<string, Record<string, string>> } };
}

/** A small image and video made by ffmpeg's test source, as a visitor's camera would give them. */
function testMedia(folder: string) {
  const png = join(folder, 'frame.png');
  const webm = join(folder, 'clip.webm');
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', ...args]);
  ffmpeg(['-i', 'testsrc=size=640x480:rate=1', '-frames:v', '1', png]);
  ffmpeg(['-i', 'testsrc=size=320x240:rate=10', '-t', '1', webm]);
  return { png: readFileSync(png), webm: readFileSync(webm) };
}

/** The width and height of a WebP thumbnail, read by ffprobe. */
function sizeOf(webp: Buffer, folder: string): [number, number] {
  const file = join(folder, `probe-${Math.random()}.webp`);
  execFileSync('sh', ['-c', 'cat > "$0"', file], { input: webp });
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file]);
  return out.toString().trim().split(',').map(Number) as [number, number];
}

describe.each(dialects)('stickers, locations and thumbnails on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  let media: { png: Buffer; webm: Buffer };
  const clients: RawChatClient[] = [];

  async function visitor() {
    const { chatToken, uid } = await servers.newVisitor();
    const client = await connectChat(servers.urls[0]!, chatToken);
    clients.push(client);
    return { client, uid, chatToken };
  }

  async function upload(token: string, receiverId: string, type: string, file: Buffer, name: string) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ receiverId, receiverType: 'user', type })) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const response = await fetch(`${servers.urls[0]}/chat/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Message;
  }

  /** Asks for a thumbnail as the widget does: again after 800 ms while it answers 403 (§7). */
  async function thumbnail(url: string): Promise<{ status: number; body: Buffer; pending: number }> {
    for (let pending = 0; pending < 40; pending += 1) {
      const response = await fetch(`${servers.urls[0]}${url}`);
      if (response.status !== 403)
        return { status: response.status, body: Buffer.from(await response.arrayBuffer()), pending };
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        MEDIA_MESSAGE_CODES.thumbnailPending,
      );
      await new Promise((resolve) => setTimeout(resolve, IMAGE_RETRY_MS));
    }
    throw new Error(`${url} stayed 403`);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-media-'));
    media = testMedia(dataDir);
    servers = await startChatServers(dialect, { apps: 1, dataDir });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists Foyer's default set and the event's custom sets, and sends only their stickers", async () => {
    await importChatStickers(servers.store.db, [
      {
        name: 'Messe',
        order: 2,
        stickers: [{ name: 'logo', url: 'https://cdn.example.org/logo.png', order: 1 }],
      },
    ]);
    const alice = await visitor();
    const bob = await visitor();
    // The read cache keeps the setting two seconds; a process started after the import reads it at once.
    let list = (await alice.client.request({ type: 'stickers' })).result as StickerList;
    for (let tries = 0; list.customStickers.length === 0 && tries < 30; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      list = (await alice.client.request({ type: 'stickers' })).result as StickerList;
    }
    expect(list.defaultStickers.length).toBeGreaterThanOrEqual(8);
    expect(list.defaultStickers.every((sticker) => sticker.stickerSetName === 'Foyer')).toBe(true);
    expect(list.customStickers).toEqual([
      {
        stickerSetName: 'Messe',
        stickerSetOrder: 2,
        stickerOrder: 1,
        stickerUrl: 'https://cdn.example.org/logo.png',
        stickerName: 'logo',
      },
    ]);
    const svg = await fetch(`${servers.urls[0]}${list.defaultStickers[0]!.stickerUrl}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch(`${servers.urls[0]}/chat/stickers/..%2Fsecret.svg`)).status).toBe(404);

    const sent = (
      await alice.client.request({
        type: 'sendSticker',
        receiverId: bob.uid,
        receiverType: 'user',
        stickerSetName: 'Messe',
        stickerName: 'logo',
      })
    ).result as Message;
    expect(sent).toMatchObject({ category: 'custom', type: 'extension_sticker' });
    expect(sent.data?.customData).toEqual({ sticker_url: 'https://cdn.example.org/logo.png', sticker_name: 'logo' });
    const arrived = (await bob.client.event('message', (data) => (data as Message).id === sent.id)) as Message;
    expect(arrived.data?.customData?.sticker_name).toBe('logo');

    // A sticker of no set, a set's name with another's sticker, and oversized names.
    for (const [stickerSetName, stickerName, code] of [
      ['Foyer', 'logo', MEDIA_MESSAGE_CODES.unknownSticker],
      ['Messe', 'javascript:alert(1)', MEDIA_MESSAGE_CODES.unknownSticker],
      ['Foyer', 'x'.repeat(201), CHAT_ERROR_CODES.invalidInput],
      ['F'.repeat(201), 'smile', CHAT_ERROR_CODES.invalidInput],
    ] as const) {
      const answer = await alice.client.request({
        type: 'sendSticker',
        receiverId: bob.uid,
        receiverType: 'user',
        stickerSetName,
        stickerName,
      });
      expect(answer.error?.code, `${stickerSetName}/${stickerName.slice(0, 20)}`).toBe(code);
      expect(answer.error?.message).toBeTruthy();
    }
    // Not to a conversation the sender may not write to.
    const stranger = await alice.client.request({
      type: 'sendSticker',
      receiverId: 'group_nope',
      receiverType: 'group',
      stickerSetName: 'Foyer',
      stickerName: 'smile',
    });
    expect(stranger.ok).toBe(false);
  });

  it('refuses custom sticker sets that are not https, too many or named twice in the event file', () => {
    const problems = (section: string) => eventFileProblems(`${MINIMAL_EVENT_YAML}\nchatStickers:\n${section}`);
    expect(problems('  - name: A\n    stickers: [{ name: a, url: "https://cdn.example.org/a.png" }]')).toEqual([]);
    expect(problems('  - name: A\n    stickers: [{ name: a, url: "javascript:alert(1)" }]').join('\n')).toMatch(
      /https/,
    );
    expect(
      problems('  - name: A\n    stickers: [{ name: a, url: "http://cdn.example.org/a.png" }]').join('\n'),
    ).toMatch(/https/);
    expect(
      problems(
        '  - name: A\n    stickers: [{ name: a, url: "https://x.org/a.png" }, { name: a, url: "https://x.org/b.png" }]',
      ).join('\n'),
    ).toMatch(/same name/);
    const many = Array.from({ length: 101 }, (_, index) => `{ name: s${index}, url: "https://x.org/${index}.png" }`);
    expect(problems(`  - name: A\n    stickers: [${many.join(', ')}]`)).not.toEqual([]);
  });

  it('sends a location as a custom message and refuses one off the globe or not a number', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const to = { type: 'sendLocation', receiverId: bob.uid, receiverType: 'user' };
    const sent = (await alice.client.request({ ...to, latitude: 48.1372, longitude: 11.5755 })).result as Message;
    expect(sent).toMatchObject({
      category: 'custom',
      type: 'location',
      data: { customData: { latitude: 48.1372, longitude: 11.5755 } },
    });
    await bob.client.event('message', (data) => (data as Message).id === sent.id);
    for (const [latitude, longitude, code] of [
      [90.0001, 0, MEDIA_MESSAGE_CODES.invalidLocation],
      [0, 181, MEDIA_MESSAGE_CODES.invalidLocation],
      [null, 0, MEDIA_MESSAGE_CODES.invalidLocation],
      ['48.1', 11.5, CHAT_ERROR_CODES.invalidInput],
      [1e308 * 10, 0, MEDIA_MESSAGE_CODES.invalidLocation],
    ] as const) {
      const answer = await alice.client.request({ ...to, latitude, longitude });
      expect(answer.error?.code, `${String(latitude)},${String(longitude)}`).toBe(code);
    }
  });

  it('makes small and medium thumbnails of images and video posters, 403 until made', async () => {
    const alice = await visitor();
    const bob = await visitor();
    for (const [type, file, name] of [
      ['image', media.png, 'frame.png'],
      ['video', media.webm, 'clip.webm'],
    ] as const) {
      const sent = await upload(alice.chatToken, bob.uid, type, file, name);
      const urls = sent.metadata?.['@injected']?.extensions?.['thumbnail-generation'];
      expect(urls, type).toEqual({ url_small: expect.any(String), url_medium: expect.any(String) });
      // The other side's copy says the same.
      const arrived = (await bob.client.event('message', (data) => (data as Message).id === sent.id)) as Message;
      expect(arrived.metadata?.['@injected']?.extensions?.['thumbnail-generation']).toEqual(urls);
      const medium = await thumbnail(urls!.url_medium!);
      expect(medium.status).toBe(200);
      // The first request started the work, and got a 403 to come back for.
      expect(medium.pending).toBeGreaterThan(0);
      const small = await thumbnail(urls!.url_small!);
      expect(small.status).toBe(200);
      // §9 300x200 and 150x100: 640x480 and 320x240 keep 4:3 within them.
      expect(sizeOf(medium.body, dataDir)).toEqual([267, 200]);
      expect(sizeOf(small.body, dataDir)).toEqual([133, 100]);
    }
  });

  it('refuses thumbnails of files that are no image or video, cannot be read, or are gone', async () => {
    const alice = await visitor();
    const bob = await visitor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const document = await upload(alice.chatToken, bob.uid, 'file', pdf, 'doc.pdf');
    expect(document.metadata?.['@injected']).toBeUndefined();
    const key = document.data!.url!.split('/').pop()!;
    const notImage = await fetch(`${servers.urls[0]}/chat/thumbnails/${key}/small`);
    expect(notImage.status).toBe(415);
    expect(((await notImage.json()) as { error: { code: string } }).error.code).toBe(MEDIA_MESSAGE_CODES.notAnImage);

    // A PNG signature and then garbage: accepted as an upload by its magic bytes, but no image to scale.
    const broken = Buffer.concat([media.png.subarray(0, 16), Buffer.alloc(4000, 7)]);
    const image = await upload(alice.chatToken, bob.uid, 'image', broken, 'broken.png');
    const url = image.metadata!['@injected']!.extensions!['thumbnail-generation']!.url_small!;
    const unreadable = await thumbnail(url);
    expect(unreadable.status).toBe(422);
    expect(JSON.parse(unreadable.body.toString()).error.code).toBe(MEDIA_MESSAGE_CODES.notAnImage);

    for (const path of [
      '/chat/thumbnails/../media/x/small',
      `/chat/thumbnails/${key}/huge`,
      '/chat/thumbnails/a.png/small',
    ]) {
      const response = await fetch(`${servers.urls[0]}${path}`);
      expect(response.status, path).toBe(404);
    }

    // Deleting the message takes its file, and its thumbnails with it.
    const photo = await upload(alice.chatToken, bob.uid, 'image', media.png, 'frame.png');
    const photoThumbnail = photo.metadata!['@injected']!.extensions!['thumbnail-generation']!.url_medium!;
    expect((await thumbnail(photoThumbnail)).status).toBe(200);
    expect((await alice.client.request({ type: 'delete', messageId: photo.id })).ok).toBe(true);
    expect((await fetch(`${servers.urls[0]}${photoThumbnail}`)).status).toBe(404);
  });
});
