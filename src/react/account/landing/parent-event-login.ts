import { useEffect, useState } from 'react';
import { CustomerParentEventLoginDocument } from '../account.operations.generated';
import { useConfig } from '../../core/config/config-context';
import { apiRequest } from '../../core/api/api-request';
import { useFinishLogin } from '../hooks/use-finish-login';
import { LANGUAGE_HEADER } from '../hooks/account-language';

/**
 * With a parent project configured, /landing first tries customerParentEventLogin: a visitor logged in to the
 * parent project's portal comes straight in. Returns true while that attempt runs.
 */
export function useParentEventLogin(): boolean {
  const config = useConfig();
  const { parentProject, language } = config;
  const finishLogin = useFinishLogin();
  const [trying, setTrying] = useState(parentProject !== undefined);

  useEffect(() => {
    if (!parentProject) return;
    let current = true;
    apiRequest(config, CustomerParentEventLoginDocument, {}, { [LANGUAGE_HEADER]: language })
      .then(({ customerParentEventLogin }) => finishLogin(customerParentEventLogin))
      .catch(() => {
        if (current) setTrying(false);
      });
    return () => {
      current = false;
    };
  }, [config, language, finishLogin, parentProject]);

  return trying;
}
