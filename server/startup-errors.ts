import { ConfigError } from './config.js';
import { EventFileError } from './event-file/read-event-file.js';

/** Prints why start-up failed: our own errors as their message alone, anything else with its stack. */
export function reportStartupError(error: unknown): void {
  if (error instanceof ConfigError || error instanceof EventFileError) {
    console.error(error.message);
  } else {
    console.error('Foyer could not start:', error);
  }
}
