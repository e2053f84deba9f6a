// A console socket spoken by hand (the graphql-transport-ws protocol: connection_init, subscribe, complete), for the
// tests that provoke each refusal the server gives over it.
import WebSocket from 'ws';

export interface RawSocket {
  socket: WebSocket;
  /** Every message the server sent, parsed. */
  messages: { type: string; id?: string; payload?: unknown }[];
  /** The next message of this type (and id) the server sends, or one it sent already and nobody took. */
  next(type: string, id?: string): Promise<{ type: string; id?: string; payload?: unknown }>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens `<http address>/graphql` with the graphql-transport-ws subprotocol; rejects with the HTTP status when refused. */
export function openRawSocket(address: string): Promise<RawSocket> {
  const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: RawSocket['messages'] = [];
  const taken = new Set<number>();
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString('utf8')) as RawSocket['messages'][number]);
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  const next: RawSocket['next'] = (type, id) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const index = messages.findIndex(
          (message, at) => !taken.has(at) && message.type === type && (id === undefined || message.id === id),
        );
        if (index < 0) return false;
        taken.add(index);
        waiters.splice(waiters.indexOf(look), 1);
        clearTimeout(timer);
        resolve(messages[index] as RawSocket['messages'][number]);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(look), 1);
        reject(new Error(`No ${type} message within 10 s; received ${JSON.stringify(messages)}`));
      }, 10_000);
      waiters.push(look);
      look();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({ socket, messages, next, send: (message) => socket.send(JSON.stringify(message)), closed }),
    );
    socket.once('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`HTTP ${response.statusCode}`), { statusCode: response.statusCode }));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** Opens a socket and acknowledges connection_init with the authorization. */
export async function openConsoleSocket(address: string, authorization?: string): Promise<RawSocket> {
  const raw = await openRawSocket(address);
  raw.send({ type: 'connection_init', payload: authorization ? { authorization } : {} });
  await raw.next('connection_ack');
  return raw;
}
