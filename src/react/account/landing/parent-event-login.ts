import { useEffect, useState } from 'react';
import { CustomerParentEventLoginDocument } from '../account.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { useAccountApi, useFinishLogin } from '../hooks/use-account-api';

/**
 * With a parent project configured, /landing first tries customerParentEventLogin: a visitor logged in to the
 * parent project's portal comes straight in. Returns true while that attempt runs.
 */
export function useParentEventLogin(): boolean {
  const { parentProject } = useConfig();
  const { client, context } = useAccountApi();
  const finishLogin = useFinishLogin();
  const [trying, setTrying] = useState(parentProject !== undefined);

  useEffect(() => {
    if (!parentProject) return;
    let current = true;
    client
      .query({ query: CustomerParentEventLoginDocument, context })
      .then(({ data }) => finishLogin(data.customerParentEventLogin))
      .catch(() => {
        if (current) setTrying(false);
      });
    return () => {
      current = false;
    };
  }, [client, context, finishLogin, parentProject]);

  return trying;
}
