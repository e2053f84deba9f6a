import { mkdtemp, rm, stat, readFile, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, resolveJwtSecret } from '../auth/tokens.js';
import { dialects, openTestStore } from '../test-support/stores.js';
import { readSetting, writeSetting } from './settings.js';

describe.each(dialects)('the JWT secret on %s', (dialect) => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'foyer-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR/jwt-secret, readable by its owner only, and never into the store', async () => {
    const store = await openTestStore(dialect);
    try {
      const settings = { jwtSecret: undefined, dataDir };
      const [first, second] = await Promise.all([
        resolveJwtSecret(store.db, settings),
        resolveJwtSecret(store.db, settings),
      ]);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect(await resolveJwtSecret(store.db, settings)).toBe(first);
      const file = join(dataDir, JWT_SECRET_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readFile(file, 'utf8')).toBe(first);
      expect(await store.db.selectFrom('settings').select('value').where('value', '=', first).execute()).toEqual([]);
    } finally {
      await store.destroy();
    }
  });

  it('moves a secret an older version kept in the store into the file, so its tokens stay valid', async () => {
    const store = await openTestStore(dialect);
    try {
      const legacy = 'l'.repeat(64);
      await writeSetting(store.db, 'auth.jwtSecret', legacy);
      expect(await resolveJwtSecret(store.db, { jwtSecret: undefined, dataDir })).toBe(legacy);
      expect(await readSetting(store.db, 'auth.jwtSecret')).toBeUndefined();
      expect(await readFile(join(dataDir, JWT_SECRET_FILE), 'utf8')).toBe(legacy);
    } finally {
      await store.destroy();
    }
  });

  it('is the configured JWT_SECRET when one is set, and a stored copy is deleted', async () => {
    const store = await openTestStore(dialect);
    try {
      await writeSetting(store.db, 'auth.jwtSecret', 'l'.repeat(64));
      const configured = 'x'.repeat(40);
      expect(await resolveJwtSecret(store.db, { jwtSecret: configured, dataDir })).toBe(configured);
      expect(await readSetting(store.db, 'auth.jwtSecret')).toBeUndefined();
    } finally {
      await store.destroy();
    }
  });

  it('closes a secret file others could read, and refuses one too short to sign with', async () => {
    const store = await openTestStore(dialect);
    try {
      const file = join(dataDir, JWT_SECRET_FILE);
      await writeFile(file, 's'.repeat(40));
      await chmod(file, 0o644);
      expect(await resolveJwtSecret(store.db, { jwtSecret: undefined, dataDir })).toBe('s'.repeat(40));
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      await writeFile(file, 'short');
      await expect(resolveJwtSecret(store.db, { jwtSecret: undefined, dataDir })).rejects.toThrow(
        /^Invalid setting JWT_SECRET: the generated secret in .*jwt-secret is shorter than 32 characters; delete the file/,
      );
    } finally {
      await store.destroy();
    }
  });
});
