export interface JanusProcess {
  /** ws://127.0.0.1:<port> of its WebSocket transport (Janus API, subprotocol janus-protocol). */
  url: string;
  port: number;
  /** The api_secret every Janus request carries. */
  apiSecret: string;
  /** The VideoRoom plugin's admin_key that creating a room needs. */
  adminKey: string;
  pid: number | undefined;
  /** The last 20,000 characters Janus logged. */
  log(): string;
  /** CALL_SFU_JANUS_URL, CALL_SFU_JANUS_API_SECRET and CALL_SFU_JANUS_ADMIN_KEY for a Foyer server. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number>;

/** Starts Janus with a generated minimal configuration; resolves once its WebSocket transport listens. */
export function startJanus(options?: { debugLevel?: number }): Promise<JanusProcess>;
