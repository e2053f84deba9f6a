/** The `ws` package's WebSocket, typed as the browser's so the adapter takes it as FoyerChatServiceOptions.WebSocket. */
export declare const NodeWebSocket: typeof WebSocket;

/** Logs a new anonymous visitor in to the portal and returns their chat token (getCometChatToken). */
export declare function newChatToken(serverUrl: string): Promise<string>;

/** The chat WebSocket address of a server: http://host:port -> ws://host:port/chat. */
export declare function chatSocketUrl(serverUrl: string): string;

/** A new empty folder for a server's data that outlives the server (see startServer's dataDir). */
export declare function tempDataDir(): string;

export declare function removeDataDir(path: string): void;

/** The environment that puts a spawned server on SQLite (nothing) or on a new PostgreSQL database; drop() removes it. */
export declare function storeEnv(
  dialect: 'sqlite' | 'postgres',
): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
