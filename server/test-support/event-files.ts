// Event files for tests of the event-file schema: the smallest valid head, and the problems a source has.
import { EventFileError, parseEventFile } from '../event-file/read-event-file.js';

/** The event and the two projects every event file needs; a test appends the sections it is about. */
export const MINIMAL_EVENT_YAML = `
event:
  name: Test
projects:
  - id: 4
    code: basic
    name: Basic
    schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' }
  - id: 6
    code: event
    name: Event
    schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' }
`;

/** The lines of the error an event file (named event.yaml) is refused with; none when it is accepted. */
export function eventFileProblems(source: string): string[] {
  try {
    parseEventFile('event.yaml', source);
    return [];
  } catch (error) {
    if (error instanceof EventFileError) return error.message.split('\n');
    throw error;
  }
}
