// Test doubles of the third-party protocols behind the chat's message services, each following its documentation
// exactly, and a page server for link previews. Every double listens on 127.0.0.1 on a free port.
// - LibreTranslate (docs.libretranslate.com "API Usage"): POST /translate, JSON { q, source, target, format, api_key };
//   answers { translatedText } and, for source "auto", { detectedLanguage: { confidence, language } }; an error is
//   { error } with status 400 (bad request) or 403 (bad API key).
// - DeepL (developers.deepl.com "Your first API request"): POST /v2/translate, header "Authorization: DeepL-Auth-Key
//   <key>", JSON { text: [...], target_lang } (source_lang optional); answers { translations: [{
//   detected_source_language, text }] }, upper-case language codes; 403 without a valid key, 400 for a bad request.
// - The OpenAI-compatible chat API (platform.openai.com API reference "Create chat completion"): POST
//   /v1/chat/completions, JSON { model, messages: [{ role, content }] }; answers { id, object: "chat.completion",
//   created, model, choices: [{ index, message: { role: "assistant", content }, finish_reason }], usage }; an error is
//   { error: { message, type, param, code } } with status 400 or 401.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Double {
  url: string;
  /** The JSON bodies (and headers) of the requests it got, newest last. */
  requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[];
  close(): Promise<void>;
}

/** A phrase the translation doubles know, in each language by its lower-case code. */
export type Phrasebook = Record<string, string>[];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

async function listen(
  handle: (request: IncomingMessage, response: ServerResponse, double: Double) => Promise<void> | void,
): Promise<Double> {
  const server: Server = createServer();
  const double: Double = {
    url: '',
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('request', (request, response) => {
    Promise.resolve(handle(request, response, double)).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}

/** The phrase's language and its text in `target`; unknown text is taken for English and kept as it is. */
function lookUp(book: Phrasebook, text: string, target: string): { source: string; text: string } {
  for (const phrase of book) {
    const source = Object.keys(phrase).find((language) => phrase[language] === text);
    if (source) return { source, text: phrase[target] ?? text };
  }
  return { source: 'en', text };
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await bodyOf(request));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function startLibreTranslate(book: Phrasebook, options: { apiKey?: string } = {}): Promise<Double> {
  return listen(async (request, response, double) => {
    if (request.method !== 'POST' || request.url !== '/translate') return json(response, 404, { error: 'Not Found' });
    const body = await jsonBody(request);
    double.requests.push({ path: request.url, headers: request.headers, body });
    if (!body) return json(response, 400, { error: 'Invalid request: missing q parameter' });
    const { q, source, target, format } = body;
    if (typeof q !== 'string' || q === '')
      return json(response, 400, { error: 'Invalid request: missing q parameter' });
    if (typeof source !== 'string') return json(response, 400, { error: 'Invalid request: missing source parameter' });
    if (typeof target !== 'string') return json(response, 400, { error: 'Invalid request: missing target parameter' });
    if (format !== undefined && format !== 'text' && format !== 'html') {
      return json(response, 400, { error: `${String(format)} format is not supported` });
    }
    if (options.apiKey !== undefined && body.api_key !== options.apiKey) {
      return json(response, 403, { error: 'Invalid API key' });
    }
    const found = lookUp(book, q, target.toLowerCase());
    return json(response, 200, {
      ...(source === 'auto' ? { detectedLanguage: { confidence: 90.0, language: found.source } } : {}),
      translatedText: found.text,
    });
  });
}

export function startDeepL(book: Phrasebook, options: { apiKey: string }): Promise<Double> {
  return listen(async (request, response, double) => {
    if (request.method !== 'POST' || request.url !== '/v2/translate')
      return json(response, 404, { message: 'Not found' });
    const body = await jsonBody(request);
    double.requests.push({ path: request.url, headers: request.headers, body });
    if (request.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`) {
      return json(response, 403, { message: 'Forbidden' });
    }
    const texts = body?.text;
    const target = body?.target_lang;
    if (!Array.isArray(texts) || texts.length === 0 || texts.some((text) => typeof text !== 'string')) {
      return json(response, 400, { message: "Value for 'text' not supported." });
    }
    if (typeof target !== 'string' || ['EN', 'PT'].includes(target.toUpperCase())) {
      return json(response, 400, { message: "Value for 'target_lang' not supported." });
    }
    const language = target.split('-')[0]!.toLowerCase();
    return json(response, 200, {
      translations: (texts as string[]).map((text) => {
        const found = lookUp(book, text, language);
        return { detected_source_language: found.source.toUpperCase(), text: found.text };
      }),
    });
  });
}

/** What the model double answers as the assistant's content, by the user message it got. */
export type ModelAnswer = (userText: string) => string | Promise<string>;

export function startOpenAiCompatible(answer: ModelAnswer, options: { apiKey?: string } = {}): Promise<Double> {
  let counter = 0;
  return listen(async (request, response, double) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return json(response, 404, {
        error: { message: 'Not found', type: 'invalid_request_error', param: null, code: null },
      });
    }
    const body = await jsonBody(request);
    double.requests.push({ path: request.url, headers: request.headers, body });
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(response, 401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
    }
    const messages = body?.messages;
    const valid =
      typeof body?.model === 'string' &&
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every(
        (message: unknown) =>
          typeof message === 'object' &&
          message !== null &&
          ['system', 'developer', 'user', 'assistant'].includes((message as { role?: unknown }).role as string) &&
          typeof (message as { content?: unknown }).content === 'string',
      );
    if (!valid) {
      return json(response, 400, {
        error: {
          message: "'messages' and 'model' are required",
          type: 'invalid_request_error',
          param: 'messages',
          code: null,
        },
      });
    }
    const user = [...(messages as { role: string; content: string }[])].reverse().find((one) => one.role === 'user');
    const content = await answer(user?.content ?? '');
    counter += 1;
    return json(response, 200, {
      id: `chatcmpl-double${counter}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body!.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  });
}

/** A web server of pages by path: each a status, a content type and a body (or a handler of its own). */
export type Pages = Record<
  string,
  | { status?: number; type?: string; body?: string; headers?: Record<string, string> }
  | ((response: ServerResponse) => void)
>;

export function startPages(pages: Pages): Promise<Double> {
  return listen((request, response, double) => {
    double.requests.push({ path: request.url ?? '', headers: request.headers, body: null });
    const page = pages[request.url ?? ''];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return void response.end('not found');
    }
    if (typeof page === 'function') return page(response);
    response.writeHead(page.status ?? 200, {
      'content-type': page.type ?? 'text/html; charset=utf-8',
      ...page.headers,
    });
    response.end(page.body ?? '');
  });
}
