export interface StartServerOptions {
  /** Extra environment settings for the server (see docs, e.g. DATABASE_URL, EVENT_FILE, LOG_LEVEL). */
  env?: Record<string, string>;
  /** The folder holding dist/ and demo/; the repository root by default. */
  staticRoot?: string;
  /** Reuse this data folder (e.g. to restart a server on the same data); it is kept by stop(). */
  dataDir?: string;
  /** Listen on this port instead of a free one (a restarted server keeps its address). */
  port?: number;
}

export interface RunningServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  /** The server's fresh data folder, removed by stop(). */
  dataDir: string;
  /** The server's process id, to measure it (bench/chat-fanout.mjs). */
  pid: number | undefined;
  /** Stops the server and removes its data folder (unless it was given). */
  stop(): Promise<void>;
}

/** Starts build/server/main.js on a free port and resolves once GET /health answers. */
export declare function startServer(options?: StartServerOptions): Promise<RunningServer>;
