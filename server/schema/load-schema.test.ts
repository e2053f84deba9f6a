import { describe, expect, it } from 'vitest';
import { loadSchema, schemaFileNames } from './load-schema.js';

describe('the schema files', () => {
  it('puts the roots first and the feature parts after them in name order', () => {
    expect(schemaFileNames(['stream.graphql', 'README.md', 'schema.graphql', 'accounts.graphql'])).toEqual([
      'schema.graphql',
      'accounts.graphql',
      'stream.graphql',
    ]);
  });

  it('loads the contract with its root types', () => {
    const schema = loadSchema();
    expect(schema).toContain('type Query');
    expect(schema).toContain('getWelcome');
  });
});
