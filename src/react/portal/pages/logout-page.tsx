import { useEffect } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { useNavigate } from 'react-router';
import { useAccountLogout } from '../../account';
import { useEmit } from '../../core/element/host-context';
import { useSessionStore } from '../../core/session/session';
import { Loading } from '../../core/ui/loading';

/** §4: logout ends the session on the server, clears token, user and anonymous id, then goes to /landing. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const emit = useEmit();
  const accountLogout = useAccountLogout();
  const sessionStore = useSessionStore();

  useEffect(() => {
    let current = true;
    void accountLogout().then(() => {
      if (!current) return;
      sessionStore.logout();
      emit('event-logout', {});
      navigate('/landing', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate, emit, accountLogout, sessionStore]);

  return <Loading label={t('logout.loggingOut')} />;
}
