import { describe, expect, it } from 'vitest';
import { importCycles } from '../scripts/import-cycles.mjs';

describe('the import graph', () => {
  it('has no cycle, in the server, the client or the contract they share', () => {
    expect(importCycles()).toEqual([]);
  });
});
