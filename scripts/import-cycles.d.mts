/** Every import cycle among the files of these tsconfigs (default: the client's and the server's), as file lists. */
export function importCycles(configs?: string[]): string[][];
