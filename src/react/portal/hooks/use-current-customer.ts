import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { GetCurrentCustomerDocument } from '../../core/session/customer.operations.generated';
import { useSession, useSessionStore } from '../../core/session/session';
import { isAnonymousUser } from '../../core/session/session-store';

/** Refreshes the stored user from getCurrentCustomer; anonymous users skip customer lookups (portal.md §6). */
export function useCurrentCustomer(): void {
  const { user } = useSession();
  const sessionStore = useSessionStore();
  const skip = user === null || isAnonymousUser(user);
  const { data } = useQuery(GetCurrentCustomerDocument, { skip });
  const customer = data?.getCurrentCustomer;

  useEffect(() => {
    if (!customer) return;
    const { email, ticket, firstname, lastname, customAttributes, ticketCategoryCode, alias, tawkToHash } = customer;
    sessionStore.updateUser({
      email,
      ticket,
      firstname,
      lastname,
      customAttributes,
      ticketCategoryCode,
      alias,
      tawkToHash,
    });
  }, [customer, sessionStore]);
}
