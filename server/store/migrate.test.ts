import { describe, expect, it } from 'vitest';
import { dialects, openTestStore } from '../test-support/stores.js';
import { migrateToLatest } from './migrate.js';

describe.each(dialects)('migrations on %s', (dialect) => {
  it('create every table, and running them again changes nothing and does not fail', async () => {
    const store = await openTestStore(dialect, { migrate: false });
    try {
      await migrateToLatest(store.db);
      await migrateToLatest(store.db);

      const tables = (await store.db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual([
        'account_tokens',
        'card_clicks',
        'chat_blocks',
        'chat_call_processes',
        'chat_calls',
        'chat_conversations',
        'chat_event_bans',
        'chat_friends',
        'chat_group_bans',
        'chat_groups',
        'chat_host_users',
        'chat_meeting_participants',
        'chat_meetings',
        'chat_message_changes',
        'chat_messages',
        'chat_participants',
        'chat_poll_votes',
        'chat_presence',
        'chat_reactions',
        'chat_reports',
        'content_pages',
        'conversion_cards',
        'custom_pages',
        'customer_sessions',
        'customers',
        'emoji_clicks',
        'emojis',
        'form_submissions',
        'form_views',
        'forms',
        'invites',
        'login_events',
        'media',
        'media_categories',
        'operator_audit',
        'operator_login_links',
        'operator_sessions',
        'operators',
        'poll_items',
        'poll_voters',
        'poll_votes',
        'poll_words',
        'polls',
        'portal_config',
        'projects',
        'qa_questions',
        'qa_upvotes',
        'qas',
        'registrations',
        'settings',
        'stream_presence',
        'stream_viewer_samples',
        'streams',
        'ticket_categories',
        'tracking_events',
        'welcome',
      ]);
    } finally {
      await store.destroy();
    }
  });

  it('number customers and tracking events by themselves', async () => {
    const store = await openTestStore(dialect);
    try {
      const insert = () =>
        store.db
          .insertInto('customers')
          .values({ alias: 'anonymous', custom_attributes: '{}', created_at: '2025-01-01T00:00:00.000Z' })
          .returning('id')
          .executeTakeFirstOrThrow();
      const first = await insert();
      const second = await insert();
      expect(second.id).toBeGreaterThan(first.id);
    } finally {
      await store.destroy();
    }
  });

  it('run concurrently from two connections without failing', async () => {
    const store = await openTestStore(dialect, { migrate: false });
    try {
      await Promise.all([migrateToLatest(store.db), migrateToLatest(store.db)]);
      expect(await store.db.selectFrom('settings').selectAll().execute()).toEqual([]);
    } finally {
      await store.destroy();
    }
  });
});
