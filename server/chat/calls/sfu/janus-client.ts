// A client of Janus's API over its WebSocket transport (subprotocol janus-protocol; janus.github.io/docs/rest.html
// "The Janus API", and the WebSockets section): one WebSocket and one Janus session per chat process, plugin
// handles attached on it, requests matched to answers by transaction, and a keepalive within the session timeout.
// Every request carries the API secret. Our server is the only one talking to Janus; browsers never do.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

/** Janus cannot be reached, refused, or failed a request: the callers answer ERR_SFU_UNAVAILABLE. */
export class JanusUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JanusUnavailable';
  }
}

/** A plugin answered with an error (`error_code` in its data): the request was wrong, Janus is fine. */
export class JanusPluginError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'JanusPluginError';
    this.code = code;
  }
}

export interface Jsep {
  type: 'offer' | 'answer';
  sdp: string;
}

/** A plugin's data of an answer or event (VideoRoom: `{ videoroom: ..., ... }`). */
export type PluginData = Record<string, unknown>;

export interface PluginEvent {
  data: PluginData;
  jsep?: Jsep;
}

/** An event Janus pushes on a handle by itself: a plugin event, or a core one (webrtcup, hangup, detached...). */
export type HandleEvent = { janus: string; data?: PluginData; jsep?: Jsep };

export interface JanusHandle {
  readonly id: number;
  /** A synchronous plugin request (VideoRoom create, destroy, exists, listparticipants). */
  request(body: Record<string, unknown>): Promise<PluginData>;
  /** An asynchronous plugin request: Janus acks it, then answers with an event carrying the same transaction. */
  message(body: Record<string, unknown>, jsep?: Jsep): Promise<PluginEvent>;
  /** One ICE candidate of the PeerConnection of this handle, or `{ completed: true }`. */
  trickle(candidate: Record<string, unknown>): Promise<void>;
  detach(): Promise<void>;
}

export interface JanusClientOptions {
  url: string;
  apiSecret: string | undefined;
  /** How long a connection or a request may take before Janus counts as unreachable. */
  timeoutMs?: number;
  /** An event Janus pushed on a handle. */
  onEvent: (handleId: number, event: HandleEvent) => void;
  /** The connection to Janus was lost: every handle on it is gone. */
  onLost?: () => void;
}

type Frame = {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: PluginData };
  jsep?: Jsep;
};

interface Pending {
  resolve(frame: Frame): void;
  reject(error: Error): void;
  /** Async plugin messages: their ack is not the answer (it is for trickle and keepalive). */
  acked: boolean;
  timer: NodeJS.Timeout;
}

const KEEPALIVE_MS = 25_000;

export function createJanusClient({ url, apiSecret, timeoutMs = 5000, onEvent, onLost }: JanusClientOptions) {
  let socket: WebSocket | undefined;
  let sessionId: number | undefined;
  let opening: Promise<number> | undefined;
  let keepalive: NodeJS.Timeout | undefined;
  const pending = new Map<string, Pending>();
  let closed = false;

  function lose(reason: string) {
    const wasOpen = sessionId !== undefined;
    clearInterval(keepalive);
    keepalive = undefined;
    socket?.removeAllListeners();
    socket?.on('error', () => undefined);
    if (socket && socket.readyState !== WebSocket.CLOSED) socket.terminate();
    socket = undefined;
    sessionId = undefined;
    opening = undefined;
    for (const [transaction, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new JanusUnavailable(reason));
      pending.delete(transaction);
    }
    if (wasOpen) onLost?.();
  }

  function receive(text: string) {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      return;
    }
    const waiting = frame.transaction === undefined ? undefined : pending.get(frame.transaction);
    if (waiting && frame.transaction !== undefined) {
      if (frame.janus === 'ack' && !waiting.acked) {
        waiting.acked = true;
        // An async request with an ack only is answered later by an event with the same transaction.
        return;
      }
      clearTimeout(waiting.timer);
      pending.delete(frame.transaction);
      waiting.resolve(frame);
      return;
    }
    if (frame.sender !== undefined && frame.janus !== 'ack' && frame.janus !== 'success') {
      onEvent(frame.sender, {
        janus: frame.janus,
        ...(frame.plugindata ? { data: frame.plugindata.data } : {}),
        ...(frame.jsep ? { jsep: frame.jsep } : {}),
      });
    }
  }

  function send(body: Record<string, unknown>, async = false): Promise<Frame> {
    const ws = socket;
    if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.reject(new JanusUnavailable('Janus is not connected'));
    const transaction = randomUUID();
    return new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(transaction);
        reject(new JanusUnavailable(`Janus did not answer ${String(body['janus'])} within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(transaction, { resolve, reject, acked: !async, timer });
      ws.send(JSON.stringify({ ...body, transaction, ...(apiSecret ? { apisecret: apiSecret } : {}) }));
    }).then((frame) => {
      if (frame.janus === 'error') {
        throw new JanusUnavailable(`Janus refused ${String(body['janus'])}: ${frame.error?.reason ?? 'unknown'}`);
      }
      return frame;
    });
  }

  function connect(): Promise<number> {
    if (closed) return Promise.reject(new JanusUnavailable('The Janus client is closed'));
    if (sessionId !== undefined) return Promise.resolve(sessionId);
    opening ??= new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, 'janus-protocol', { handshakeTimeout: timeoutMs });
      socket = ws;
      ws.once('open', () => resolve());
      ws.once('error', (error) => reject(new JanusUnavailable(`Janus cannot be reached at ${url}`, { cause: error })));
      ws.on('message', (data) => receive(data.toString()));
      ws.once('close', () => lose('The connection to Janus closed'));
    })
      .then(() => send({ janus: 'create' }))
      .then((frame) => {
        const id = frame.data?.id;
        if (id === undefined) throw new JanusUnavailable('Janus created no session');
        sessionId = id;
        keepalive = setInterval(() => {
          send({ janus: 'keepalive', session_id: id }).catch(() => undefined);
        }, KEEPALIVE_MS);
        keepalive.unref();
        return id;
      })
      .catch((error: unknown) => {
        lose('Janus cannot be reached');
        throw error instanceof JanusUnavailable ? error : new JanusUnavailable('Janus failed', { cause: error });
      });
    return opening;
  }

  const pluginDataOf = (frame: Frame): PluginData => {
    const data = frame.plugindata?.data ?? {};
    if (typeof data['error_code'] === 'number') {
      throw new JanusPluginError(data['error_code'], String(data['error'] ?? 'Janus plugin error'));
    }
    return data;
  };

  return {
    /** Connects (once) and answers whether Janus is there: the server offers SFU media only then. */
    async reachable(): Promise<boolean> {
      try {
        await connect();
        return true;
      } catch {
        return false;
      }
    },
    async attach(plugin: string): Promise<JanusHandle> {
      const session = await connect();
      const attached = await send({ janus: 'attach', plugin, session_id: session });
      const handleId = attached.data?.id;
      if (handleId === undefined) throw new JanusUnavailable(`Janus attached no ${plugin} handle`);
      const base = { session_id: session, handle_id: handleId };
      return {
        id: handleId,
        async request(body) {
          return pluginDataOf(await send({ janus: 'message', body, ...base }));
        },
        async message(body, jsep) {
          const frame = await send({ janus: 'message', body, ...base, ...(jsep ? { jsep } : {}) }, true);
          return { data: pluginDataOf(frame), ...(frame.jsep ? { jsep: frame.jsep } : {}) };
        },
        async trickle(candidate) {
          await send({ janus: 'trickle', candidate, ...base });
        },
        async detach() {
          if (sessionId !== session) return;
          await send({ janus: 'detach', ...base }).catch(() => undefined);
        },
      };
    },
    close() {
      closed = true;
      lose('The Janus client is closed');
    },
  };
}

export type JanusClient = ReturnType<typeof createJanusClient>;
