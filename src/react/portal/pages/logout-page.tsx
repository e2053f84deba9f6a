import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEmit } from '../../core/element/host-context';
import { getSessionStore } from '../../core/session/session';
import { Loading } from '../../core/ui/loading';

/** §4: logout clears token, user and anonymous id, then goes to /landing. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const emit = useEmit();

  useEffect(() => {
    getSessionStore().logout();
    emit('event-logout', {});
    navigate('/landing', { replace: true });
  }, [navigate, emit]);

  return <Loading label={t('logout.loggingOut')} />;
}
