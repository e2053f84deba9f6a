import { readFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import { formatIssues } from '../validation.js';
import { eventFileSchema, type EventFile } from './schema.js';

/** A bad event file. Each line names the file, where in it, and what is wrong. */
export class EventFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((problem) => `${file}: ${problem}`).join('\n'));
    this.name = 'EventFileError';
  }
}

/** Parses and validates event file text; `file` only names it in errors. */
export function parseEventFile(file: string, source: string): EventFile {
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    throw new EventFileError(
      file,
      document.errors.map((error) => {
        const position = error.linePos?.[0];
        const where = position ? `line ${position.line}, column ${position.col}: ` : '';
        const reason = error.message.split(' at line ')[0]?.split('\n')[0] ?? error.code;
        return `${where}YAML syntax error: ${reason}`;
      }),
    );
  }
  const result = eventFileSchema.safeParse(document.toJS(), { reportInput: true });
  if (!result.success) throw new EventFileError(file, formatIssues(result.error.issues));
  return result.data;
}

export async function readEventFile(file: string): Promise<EventFile> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(error);
    throw new EventFileError(file, [`${reason} (set EVENT_FILE to the event file's path)`]);
  }
  return parseEventFile(file, source);
}
