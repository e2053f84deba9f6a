// The customers table as every part of the server knows it: who a session's customer is. The accounts feature
// writes the rest (registration, passwords, profile); access decisions, the chat and the live features only read.
import type { Customer, Db, NewCustomer } from '../store/database.js';

/** The alias that marks an anonymous visitor (portal.md §3). */
export const ANONYMOUS_ALIAS = 'anonymous';

/** §3 "ticket (value 'admin' is special)"; §6 admins are exempt from single-session. */
export const ADMIN_TICKET = 'admin';

export async function insertCustomer(db: Db, customer: NewCustomer): Promise<Customer> {
  return db.insertInto('customers').values(customer).returningAll().executeTakeFirstOrThrow();
}

export async function findCustomerById(db: Db, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}
