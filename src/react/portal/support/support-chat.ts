import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import type { ScriptSupportChatConfig, TawkToSupportChatConfig } from '../../core/config/config-types';
import { useSession, useSessionStore } from '../../core/session/session';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { isSupportChatAllowed } from '../portal-rules';
import {
  loadSupportChatScript,
  setSupportChatAttributes,
  SUPPORT_CHAT_CONTAINER_ID,
  supportChatContainer,
  supportChatVisitor,
  type SupportChatVisitor,
} from './support-chat-widget';
import { followSessionInTawkTo, loadTawkTo, tawkToVisitor, type TawkApi } from './tawk-to';

type ScriptState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * §2 the support chat widget, in the mode the configuration names: tawk.to through its JavaScript API, or a generic
 * provider script (app id and region). The portal layout mounts it on the routes §2 allows; the widget shows only
 * once its script loaded, with the visitor's name, e-mail and hash (tawkToHash) from getCurrentCustomer.
 */
export function SupportChat() {
  const { supportChat } = useConfig();
  const { visitor, complete } = useSupportChatVisitor();
  useScriptSupportChat(supportChat && supportChat.provider !== 'tawkTo' ? supportChat : null, visitor);
  useTawkTo(supportChat?.provider === 'tawkTo' && complete ? supportChat : null);
  return null;
}

/**
 * §7 "with the user's name, e-mail and hash", kept fresh from getCurrentCustomer; `complete` once its answer is in
 * (a login answer has no e-mail, and tawk.to takes its visitor before its script loads).
 */
function useSupportChatVisitor(): { visitor: SupportChatVisitor; complete: boolean } {
  const { user } = useSession();
  const complete = useCurrentCustomer();
  return { visitor: supportChatVisitor(user), complete };
}

function useScriptSupportChat(supportChat: ScriptSupportChatConfig | null, { name, email, hash }: SupportChatVisitor) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [scriptState, setScriptState] = useState<ScriptState>('idle');
  const allowed = Boolean(supportChat?.appId && supportChat.region) && isSupportChatAllowed(pathname);

  useEffect(() => {
    if (!allowed || !supportChat || scriptState !== 'idle') return;
    setScriptState('loading');
    loadSupportChatScript(document, supportChat).then(
      () => setScriptState('loaded'),
      () => setScriptState('failed'),
    );
  }, [allowed, supportChat, scriptState]);

  useEffect(() => {
    if (!supportChat || scriptState === 'idle') return;
    const container = supportChatContainer(document, t('support.widgetLabel'));
    setSupportChatAttributes(container, supportChat, { name, email, hash });
    container.hidden = !(allowed && scriptState === 'loaded');
  }, [supportChat, scriptState, allowed, name, email, hash, t]);

  // The portal leaving the page takes the widget out of view; the script stays loaded for a later mount.
  useEffect(
    () => () => {
      const container = document.getElementById(SUPPORT_CHAT_CONTAINER_ID);
      if (container) container.hidden = true;
    },
    [],
  );
}

/**
 * tawk.to: the embed code once per page with the visitor set before it loads; the widget shown while the portal is
 * on a route that allows it and hidden when it leaves; a later login or logout handed over through the API, also
 * one on a page that does not show the widget (the logout button leads to the landing page).
 */
function useTawkTo(supportChat: TawkToSupportChatConfig | null) {
  const store = useSessionStore();
  const [api, setApi] = useState<TawkApi | null>(null);

  useEffect(() => {
    if (!supportChat) return;
    let mounted = true;
    // The visitor as the store has it now, the customer's answer in: tawk.to reads it when its script loads.
    const visitor = tawkToVisitor(supportChatVisitor(store.getSnapshot().user));
    // A script that does not load leaves nothing to show: the widget stays hidden (§2).
    loadTawkTo(window, supportChat, visitor).then(
      (loaded) => mounted && setApi(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [supportChat, store]);

  useEffect(() => {
    if (!api) return;
    api.showWidget?.();
    return () => api.hideWidget?.();
  }, [api]);

  useEffect(() => {
    if (api) followSessionInTawkTo(api, store, (user) => tawkToVisitor(supportChatVisitor(user)));
  }, [api, store]);
}
