import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useLocation, useNavigate } from 'react-router';
import { useAccountLogout } from '../../account';
import { useEmit } from '../../core/element/host-context';
import { useSessionStore } from '../../core/session/session';
import { Loading } from '../../core/ui/loading';

/**
 * §4: logout ends the session on the server, clears token, user and anonymous id, then goes to /landing. A logout
 * that an expired session caused (§8 UNAUTHENTICATED) carries the page the visitor was on, for after the next login.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // What the way here carried for /landing (the page to return to, a notice such as accountDeleted) goes on there.
  // The guest guard checks the page before it sends anyone there.
  const location = useLocation();
  const [state] = useState<unknown>(() => location.state);
  const emit = useEmit();
  const accountLogout = useAccountLogout();
  const sessionStore = useSessionStore();

  useEffect(() => {
    let current = true;
    void accountLogout().then(() => {
      if (!current) return;
      sessionStore.logout();
      emit('event-logout', {});
      navigate('/landing', { replace: true, state });
    });
    return () => {
      current = false;
    };
  }, [navigate, emit, accountLogout, sessionStore, state]);

  return <Loading label={t('logout.loggingOut')} />;
}
