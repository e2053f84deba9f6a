import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importEventFile } from '../../event-file/import-event.js';
import { dialects, openTestStore, type TestStore } from '../../test-support/stores.js';
import { demoEventFile } from '../../test-support/test-app.js';
import { EVENT_GROUP_OWNER } from './event-group.js';
import { findGroup, insertGroup, memberScope } from './group-store.js';

describe.each(dialects)("the event's stream chat group on %s", (dialect) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await openTestStore(dialect);
  });
  afterEach(() => store.destroy());

  const lounge = () => findGroup(store.db, 'lounge');

  it("is created by the demo event's import: public, named, owned by the event and by no visitor", async () => {
    await importEventFile(store.db, demoEventFile);
    expect(await lounge()).toMatchObject({
      guid: 'lounge',
      name: 'Lounge',
      type: 'public',
      password_hash: null,
      owner_uid: EVENT_GROUP_OWNER,
    });
    expect(await memberScope(store.db, 'lounge', EVENT_GROUP_OWNER)).toBeUndefined();
    const conversation = await store.db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('id', '=', 'group_lounge')
      .executeTakeFirst();
    expect(conversation?.type).toBe('group');
    // A second import changes nothing.
    const created = (await lounge())?.created_at;
    await importEventFile(store.db, demoEventFile);
    expect((await lounge())?.created_at).toBe(created);
  });

  it('takes back a group of that id a visitor made first: public, no password, the event its owner, no admin', async () => {
    await insertGroup(store.db, {
      guid: 'lounge',
      name: 'Meine Lounge',
      type: 'password',
      passwordHash: 'hash',
      owner: '12',
      at: 1,
    });
    await importEventFile(store.db, demoEventFile);
    expect(await lounge()).toMatchObject({
      name: 'Lounge',
      type: 'public',
      password_hash: null,
      owner_uid: EVENT_GROUP_OWNER,
    });
    expect(await memberScope(store.db, 'lounge', '12')).toBe('participant');
  });
});
