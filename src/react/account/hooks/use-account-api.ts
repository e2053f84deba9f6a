import { useApolloClient } from '@apollo/client';
import { useMemo } from 'react';
import { useConfig } from '../../core/config/config-context';
import { LANGUAGE_HEADER } from './account-language';

/** The API client and the request context that names the portal language (mails go out in it). */
export function useAccountApi() {
  const client = useApolloClient();
  const { language } = useConfig();
  const context = useMemo(() => ({ headers: { [LANGUAGE_HEADER]: language } }), [language]);
  return { client, context };
}
