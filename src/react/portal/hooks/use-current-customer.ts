import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { GetCurrentCustomerDocument } from '../../core/api/graphql.generated';
import { getSessionStore, useSession } from '../../core/session/session';
import { isAnonymousUser } from '../../core/session/session-store';

/** Refreshes the stored user from getCurrentCustomer; anonymous users skip customer lookups (portal.md §6). */
export function useCurrentCustomer(): void {
  const { user } = useSession();
  const skip = user === null || isAnonymousUser(user);
  const { data } = useQuery(GetCurrentCustomerDocument, { skip });
  const customer = data?.getCurrentCustomer;

  useEffect(() => {
    if (!customer) return;
    const { email, ticket, firstname, lastname, customAttributes, ticketCategoryCode, alias, tawkToHash } = customer;
    getSessionStore().updateUser({
      email,
      ticket,
      firstname,
      lastname,
      customAttributes,
      ticketCategoryCode,
      alias,
      tawkToHash,
    });
  }, [customer]);
}
