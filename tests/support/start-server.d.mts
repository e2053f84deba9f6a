export interface StartServerOptions {
  /** Extra environment settings for the server (see docs, e.g. DATABASE_URL, EVENT_FILE, LOG_LEVEL). */
  env?: Record<string, string>;
  /** The folder holding dist/ and demo/; the repository root by default. */
  staticRoot?: string;
}

export interface RunningServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  /** The server's fresh data folder, removed by stop(). */
  dataDir: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/** Starts build/server/main.js on a free port and resolves once GET /health answers. */
export declare function startServer(options?: StartServerOptions): Promise<RunningServer>;
