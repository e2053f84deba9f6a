import type { Customer, Db, NewCustomer } from '../../store/database.js';

export async function insertCustomer(db: Db, customer: NewCustomer): Promise<Customer> {
  return db.insertInto('customers').values(customer).returningAll().executeTakeFirstOrThrow();
}

export async function findCustomerById(db: Db, id: number): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}
