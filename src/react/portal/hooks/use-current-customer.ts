import { useEffect, useState } from 'react';
import { useApiQuery } from '../../core/api/use-api-query';
import { GetCurrentCustomerDocument } from '../../core/session/customer.operations.generated';
import { useSession, useSessionStore } from '../../core/session/session';
import { isAnonymousUser } from '../../core/session/session-store';

/**
 * Refreshes the stored user from getCurrentCustomer; anonymous users skip customer lookups (portal.md §6). Answers
 * whether the stored user is as complete as it gets: the customer's answer is in the store (or failed, or none is
 * asked for), so what needs the e-mail (the support chat's visitor) can wait for it.
 */
export function useCurrentCustomer(): boolean {
  const { user } = useSession();
  const sessionStore = useSessionStore();
  const skip = user === null || isAnonymousUser(user);
  const { data, error } = useApiQuery(GetCurrentCustomerDocument, { skip });
  const customer = data?.getCurrentCustomer;
  const [stored, setStored] = useState<typeof customer | null>(null);

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
    setStored(customer);
  }, [customer, sessionStore]);

  return skip || error !== undefined || (customer !== undefined && stored === customer);
}
