// Writes the event file's `access` section: the event password's hash, invites, ticketed customers, previewers.
import type { AccessSection } from '../../event-file/sections/access.js';
import type { Db } from '../../store/database.js';
import { readSetting, writeSetting } from '../../store/settings.js';
import { toStoredTime } from '../../store/time.js';
import { PREVIEWERS_KEY } from './account-store.js';
import { EVENT_PASSWORD_HASH_KEY } from '../../auth/access-settings.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';

export async function importAccess(db: Db, access: AccessSection, now: Date = new Date()): Promise<void> {
  const createdAt = toStoredTime(now);

  if (access.eventPassword) {
    const stored = await readSetting(db, EVENT_PASSWORD_HASH_KEY);
    // Re-importing the same password keeps its hash, so an unchanged file changes nothing.
    if (!stored || !(await verifyPassword(stored, access.eventPassword))) {
      await writeSetting(db, EVENT_PASSWORD_HASH_KEY, await hashPassword(access.eventPassword));
    }
  } else if (access.eventPasswordHash) {
    // An exported file (export-event) carries the hash, never the password.
    await writeSetting(db, EVENT_PASSWORD_HASH_KEY, access.eventPasswordHash);
  } else {
    await db.deleteFrom('settings').where('key', '=', EVENT_PASSWORD_HASH_KEY).execute();
  }

  await writeSetting(db, PREVIEWERS_KEY, JSON.stringify(access.previewers));

  // Invites from the file replace earlier ones from the file; those made with the CLI stay. Uses are kept.
  const codes = access.invites.map((invite) => invite.code);
  let stale = db.deleteFrom('invites').where('source', '=', 'event-file');
  if (codes.length > 0) stale = stale.where('code', 'not in', codes);
  await stale.execute();
  for (const invite of access.invites) {
    await db
      .insertInto('invites')
      .values({ code: invite.code, max_uses: invite.uses, uses: 0, source: 'event-file', created_at: createdAt })
      .onConflict((oc) => oc.column('code').doUpdateSet({ max_uses: invite.uses, source: 'event-file' }))
      .execute();
  }

  // Customers from the file arrive activated. A password they set themselves is kept unless the file gives one.
  for (const customer of access.customers) {
    const fields = {
      firstname: customer.firstname,
      lastname: customer.lastname,
      ticket: customer.ticket ?? null,
      ticket_category_code: customer.ticketCategoryCode ?? null,
      source: 'event-file',
      ...(customer.passwordHash ? { password_hash: customer.passwordHash } : {}),
    };
    await db
      .insertInto('customers')
      .values({
        email: customer.email,
        alias: null,
        custom_attributes: '{}',
        anonymous_customer_id: null,
        created_at: createdAt,
        activated_at: createdAt,
        password_hash: null,
        ...fields,
      })
      .onConflict((oc) => oc.column('email').doUpdateSet(fields))
      .execute();
  }
}
