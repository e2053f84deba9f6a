// Issue #25, hostile content the server reads for the chat: pages a link preview fetches (served by a real local
// HTTP server: unclosed tags, nested tags, 40,000 attributes, 20,000 <meta>s), and images a thumbnail is made of (a
// key that climbs out of its folder, an image too large to decode, a large JPEG). Each asserts what the server does
// (answers, stops reading, refuses, deletes nothing), never how fast.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPages, type Double } from '../../tests/support/message-service-doubles.js';
import {
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../test-support/chat-clients.js';

/** A page of `head` followed by `size` bytes of `filler`, written as the reader takes it; counts what was written. */
function streamedPage(head: string, filler: string, size: number) {
  const page = { written: 0, done: false };
  const serve = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const chunk = Buffer.from(filler.repeat(Math.ceil((64 * 1024) / filler.length)));
    response.write(head);
    const more = () => {
      if (page.written >= size || response.destroyed) {
        page.done = !response.destroyed;
        return void response.end();
      }
      page.written += chunk.length;
      if (response.write(chunk)) setImmediate(more);
      else response.once('drain', more);
    };
    response.on('close', () => undefined);
    more();
  };
  return { page, serve };
}

const MIB = 1024 * 1024;

describe('hostile content in the chat', () => {
  let servers: ChatServers;
  let pages: Double;
  let dataDir: string;
  const clients: RawChatClient[] = [];
  const unclosed = streamedPage('', '<i>', 8 * MIB);
  const nestedDivs = streamedPage('<html><body>', '<div>', 8 * MIB);
  const headThenBody = streamedPage(
    '<html><head><title>Agenda</title><meta property="og:description" content="Der Tag"></head><body>',
    '<p>x</p>',
    8 * MIB,
  );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-hostile-content-'));
    pages = await startPages({
      '/unclosed': unclosed.serve,
      '/divs': nestedDivs.serve,
      '/head': headThenBody.serve,
      '/attributes': {
        body: `<html ${Array.from({ length: 40_000 }, (_, index) => `a${index}=x`).join(' ')}><title>Nie</title>`,
      },
      '/metas': {
        body: `<head>${'<meta property="og:title" content="Erster">'.repeat(20_000)}<title>Nie</title>`,
      },
    });
    servers = await startChatServers('sqlite', {
      dataDir,
      env: { CHAT_LINK_PREVIEW_PRIVATE_ADDRESSES: 'allow', CHAT_REQUESTS_PER_SECOND: '1000' },
    });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    await pages?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new visitor's text to another new visitor: the answer, and the receiver. */
  async function sendToNew(text: string) {
    const alice = await connectVisitor(servers, clients);
    const bob = await connectVisitor(servers, clients);
    const sent = await alice.client.request({ type: 'send', receiverId: bob.uid, receiverType: 'user', text });
    return { sent, bob };
  }

  async function preview(path: string) {
    const { sent, bob } = await sendToNew(`Schau: ${pages.url}${path}`);
    return bob.client.request({ type: 'linkPreviews', messageId: (sent.result as { id: number }).id });
  }

  it('reads a page of 8 MiB of unclosed <i> or nested <div> tags no further than its first body element', async () => {
    for (const [path, served] of [
      ['/unclosed', unclosed],
      ['/divs', nestedDivs],
    ] as const) {
      const answer = await preview(path);
      expect(answer.ok, path).toBe(true);
      expect(answer.result, path).toEqual([{ url: `${pages.url}${path}`, title: '', description: '', image: '' }]);
      // The fetch stopped with the reading: the page was never sent whole.
      await expect.poll(() => served.page.written < 8 * MIB && !served.page.done, { timeout: 5000 }).toBe(true);
    }
  });

  it("reads a real head in front of a long body, and stops at the head's end", async () => {
    const answer = await preview('/head');
    expect(answer.result).toEqual([{ url: `${pages.url}/head`, title: 'Agenda', description: 'Der Tag', image: '' }]);
    expect(headThenBody.page.done).toBe(false);
  });

  it('stops at 64 attributes on one element and 1,000 elements, keeping what it read before', async () => {
    expect((await preview('/attributes')).result).toEqual([
      { url: `${pages.url}/attributes`, title: '', description: '', image: '' },
    ]);
    expect((await preview('/metas')).result).toEqual([
      { url: `${pages.url}/metas`, title: 'Erster', description: '', image: '' },
    ]);
  });

  it('sends a text of 4,000 characters of nested markup, flagged and shown without it (the XSS filter)', async () => {
    const { sent } = await sendToNew('<i>'.repeat(1333));
    expect(sent.ok).toBe(true);
    const injected = (sent.result as { metadata: { '@injected': { extensions: Record<string, unknown> } } }).metadata;
    expect(injected['@injected'].extensions['xss-filter']).toEqual({ hasXSS: 'yes', sanitized_text: '' });
  });
});

describe('hostile images for thumbnails', () => {
  let servers: ChatServers;
  let dataDir: string;
  let folder: string;
  const clients: RawChatClient[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-hostile-thumbnails-'));
    folder = mkdtempSync(join(tmpdir(), 'foyer-hostile-images-'));
    servers = await startChatServers('sqlite', { dataDir, env: { CHAT_MAX_IMAGE_BYTES: String(20 * MIB) } });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  const image = (name: string, size: string) => {
    const path = join(folder, name);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=teal:s=${size}`,
      '-frames:v',
      '1',
      path,
    ]);
    return readFileSync(path);
  };

  async function upload(file: Buffer, name: string): Promise<string> {
    const alice = await connectVisitor(servers, clients);
    const bob = await connectVisitor(servers, clients);
    const form = new FormData();
    for (const [key, value] of Object.entries({ receiverId: bob.uid, receiverType: 'user', type: 'image' })) {
      form.append(key, value);
    }
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const response = await fetch(`${servers.urls[0]}/chat/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.chatToken}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const message = (await response.json()) as { data: { url: string } };
    return message.data.url.replace('/chat/media/', '');
  }

  /** The thumbnail's answer once it is no longer pending (403), as the widget asks again. */
  const settled = (key: string) =>
    expect
      .poll(async () => (await fetch(`${servers.urls[0]}/chat/thumbnails/${key}/small`)).status, {
        timeout: 20_000,
        interval: 250,
      })
      .not.toBe(403);

  it('checks the key before touching a file: a key climbing out of the folder deletes nothing', async () => {
    const victims = ['small', 'medium'].map((size) => join(dataDir, `victim.png.${size}.webp`));
    for (const victim of victims) writeFileSync(victim, 'keep me');
    const response = await fetch(`${servers.urls[0]}/chat/thumbnails/..%2f..%2fvictim.png/small`);
    expect(response.status).toBe(404);
    for (const victim of victims) expect(existsSync(victim), victim).toBe(true);
  });

  it('refuses to decode a PNG larger than 16 megapixels (422), reading its size from its header', async () => {
    const key = await upload(image('big.png', '4100x4100'), 'big.png');
    await settled(key);
    expect((await fetch(`${servers.urls[0]}/chat/thumbnails/${key}/small`)).status).toBe(422);
  });

  it('makes the thumbnails of a 24 megapixel JPEG, decoded at half its size', async () => {
    const key = await upload(image('photo.jpg', '6000x4000'), 'photo.jpg');
    await settled(key);
    const response = await fetch(`${servers.urls[0]}/chat/thumbnails/${key}/medium`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});
