export declare const DEFAULT_OUT_DIR: string;
export declare const EXAMPLE_DIR: string;

/** Runs `npm run build` unless dist/, build/server and the demo stream are there (or rebuild is asked for). */
export declare function ensureBuilt(options?: { rebuild?: boolean }): void;

/** The static files of an event keyed by their path in the site, and the event's portal configuration. */
export declare function staticData(options?: {
  eventFile?: string;
}): Promise<{ files: Record<string, unknown>; portalConfig: Record<string, unknown> }>;

/** How every JSON file of a static site is written. */
export declare function formatJson(value: unknown): string;

export declare function writeStaticData(dir: string, files: Record<string, unknown>): Promise<void>;

/** The whole static site in outDir (emptied first): index.html, dist/, the demo stream and assets, the JSON files. */
export declare function buildStaticSite(options?: {
  outDir?: string;
  eventFile?: string;
  rebuild?: boolean;
}): Promise<{ outDir: string; files: string[] }>;
