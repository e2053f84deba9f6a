// Calls to the message services' providers (a translation engine, an OpenAI-compatible model server): JSON in, JSON
// out, within a time limit and a size limit, so a slow or babbling provider costs the chat a bounded wait and memory.
import type * as z from 'zod/mini';

/** A provider that failed, answered an error status or something that is not the protocol's answer. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderCall {
  headers?: Record<string, string>;
  /** Given up after this long (the whole exchange, body included). */
  timeoutMs: number;
  /** Answers larger than this are refused. */
  maxBytes: number;
}

/** Reads a response body, stopping (and failing) once it passes maxBytes. */
export async function boundedBody(response: Response, maxBytes: number): Promise<{ bytes: Buffer; cut: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return { bytes: Buffer.alloc(0), cut: false };
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      chunks.push(Buffer.from(value.subarray(0, value.byteLength - (size - maxBytes))));
      await reader.cancel();
      return { bytes: Buffer.concat(chunks), cut: true };
    }
    chunks.push(Buffer.from(value));
  }
  return { bytes: Buffer.concat(chunks), cut: false };
}

/** POSTs JSON and parses the answer with the protocol's schema. */
export async function postJson<T>(
  url: string,
  body: unknown,
  answer: z.ZodMiniType<T>,
  call: ProviderCall,
): Promise<T> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  let response: Response;
  let bytes: Buffer;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...call.headers },
      body: JSON.stringify(body),
      redirect: 'error',
      signal,
    });
    const read = await boundedBody(response, call.maxBytes);
    if (read.cut) throw new ProviderError(`The answer of ${new URL(url).host} is larger than ${call.maxBytes} bytes`);
    bytes = read.bytes;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const reason = signal.aborted ? `no answer within ${call.timeoutMs} ms` : (error as Error).message;
    throw new ProviderError(`${new URL(url).host}: ${reason}`);
  }
  if (!response.ok) throw new ProviderError(`${new URL(url).host} answered HTTP ${response.status}`, response.status);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ProviderError(`${new URL(url).host} answered something that is not JSON`);
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new ProviderError(`${new URL(url).host} answered JSON of another shape`);
  return parsed.data;
}
