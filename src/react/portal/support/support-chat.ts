import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { useSession } from '../../core/session/session';
import { isAnonymousUser } from '../../core/session/session-store';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { isSupportChatAllowed } from '../portal-rules';
import {
  loadSupportChatScript,
  setSupportChatAttributes,
  SUPPORT_CHAT_CONTAINER_ID,
  supportChatContainer,
} from './support-chat-widget';

type ScriptState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * §2 the support chat widget: configured (app id and region) and on an allowed route, the provider's script loads
 * once; the widget shows only after it loaded, with the visitor's name, e-mail and hash from getCurrentCustomer.
 */
export function SupportChat() {
  useSupportChat();
  return null;
}

function useSupportChat(): void {
  const { t } = useTranslation();
  const { supportChat } = useConfig();
  const { pathname } = useLocation();
  const { user } = useSession();
  const [scriptState, setScriptState] = useState<ScriptState>('idle');
  const allowed = Boolean(supportChat?.appId && supportChat.region) && isSupportChatAllowed(pathname);
  useCurrentCustomer();

  useEffect(() => {
    if (!allowed || !supportChat || scriptState !== 'idle') return;
    setScriptState('loading');
    loadSupportChatScript(document, supportChat).then(
      () => setScriptState('loaded'),
      () => setScriptState('failed'),
    );
  }, [allowed, supportChat, scriptState]);

  // Anonymous visitors have no name, e-mail or hash to hand over.
  const customer = user !== null && !isAnonymousUser(user) ? user : null;
  const name = customer ? [customer.firstname, customer.lastname].filter(Boolean).join(' ') : null;
  const email = customer?.email;
  const hash = customer?.tawkToHash;
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
