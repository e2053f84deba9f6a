import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useLocation, useNavigate } from 'react-router';
import { useAccountLogout } from '../../account';
import { useEmit } from '../../core/element/host-context';
import { useSessionStore } from '../../core/session/session';
import { Loading } from '../../core/ui/loading';
import { returnPathOf, type ReturnState } from '../portal-rules';

/**
 * §4: logout ends the session on the server, clears token, user and anonymous id, then goes to /landing. A logout
 * that an expired session caused (§8 UNAUTHENTICATED) carries the page the visitor was on, for after the next login.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [returnTo] = useState(() => returnPathOf(state));
  const emit = useEmit();
  const accountLogout = useAccountLogout();
  const sessionStore = useSessionStore();

  useEffect(() => {
    let current = true;
    void accountLogout().then(() => {
      if (!current) return;
      sessionStore.logout();
      emit('event-logout', {});
      navigate('/landing', {
        replace: true,
        ...(returnTo ? { state: { returnTo } satisfies ReturnState } : {}),
      });
    });
    return () => {
      current = false;
    };
  }, [navigate, emit, accountLogout, sessionStore, returnTo]);

  return <Loading label={t('logout.loggingOut')} />;
}
