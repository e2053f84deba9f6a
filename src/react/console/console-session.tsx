// What the console and the presenter screen share around an operator's session: the console's texts in the configured
// language, and one GraphQL client per session token (closed when the token changes or the tree goes).
import { use, useEffect, useMemo, type ReactNode } from 'react';
import { useConfig } from '../core/config/config-context';
import { TranslationProvider } from '../core/i18n/translator';
import { createConsoleClient, type ConsoleClient } from './console-client';
import { loadConsoleTexts } from './console-texts';

/** Renders its children with the console's texts (they load as a chunk of their own). */
export function ConsoleTexts({ children }: { children: ReactNode }) {
  const { language } = useConfig();
  const translator = use(useMemo(() => loadConsoleTexts(language), [language]));
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}

/** The session's client: the token rides on every request and in the WebSocket's connection_init. */
export function useConsoleClient(token: string | null): ConsoleClient {
  const { apiUrl } = useConfig();
  const client = useMemo(() => createConsoleClient(apiUrl, token), [apiUrl, token]);
  useEffect(() => () => client.close(), [client]);
  return client;
}
