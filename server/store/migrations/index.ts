// Every migration, in order. Names are NNNN-what; the Migrator runs them by name.
import type { Migration } from 'kysely';
import { initial } from './0001-initial.js';
import { streams } from './0003-streams.js';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0003-streams': streams,
};
