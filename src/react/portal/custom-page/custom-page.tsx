import { useTranslation } from '../../core/i18n/translator';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { isAnonymousUser } from '../../core/session/session-store';
import { useSession } from '../../core/session/session';
import { Button } from '../../core/ui/button';
import { Loading } from '../../core/ui/loading';
import { Modal } from '../../core/ui/modal';
import { NotFoundPage } from '../pages/not-found-page';
import { pageColumn, pageTitle } from '../../core/ui/page-styles';
import { CustomPageElements } from './custom-page-elements';
import { PasswordGate } from './password-gate';
import { useCustomPage } from './use-custom-page';

/** §2 "/page, /page* and any other path": the custom page at the current path, in every state of §4. */
export function CustomPageRoute() {
  const { pathname, search } = useLocation();
  // A new path is a new page: its own password, its own states.
  return <CustomPage key={pathname} path={pathname} search={search} />;
}

function CustomPage({ path, search }: { path: string; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { state, submitPassword, retry } = useCustomPage(path, search);

  switch (state.kind) {
    case 'loading':
      return <Loading />;
    case 'page':
      return (
        <div css={{ maxWidth: 1600, margin: '0 auto', padding: '24px 16px 48px' }} part="custom-page">
          <h1 css={pageTitle}>{state.page.title}</h1>
          <CustomPageElements elements={state.page.elements} />
        </div>
      );
    case 'password':
      return <PasswordGate wrong={state.wrong} onSubmit={submitPassword} />;
    case 'late':
      // §4 "late goes to /fin (or /finAnonymous for an anonymous user on a custom page)".
      return (
        <Navigate to={session.user === null || isAnonymousUser(session.user) ? '/finAnonymous' : '/fin'} replace />
      );
    case 'loggedOut':
      return <Navigate to="/logout" replace />;
    case 'tooEarly':
      return (
        <div css={pageColumn} part="custom-page-too-early">
          <h1 css={pageTitle}>{t('customPage.tooEarly.title')}</h1>
          <Modal
            open
            title={t('customPage.tooEarly.title')}
            onClose={() => navigate('/', { replace: true })}
            actions={<Button onClick={retry}>{t('customPage.tooEarly.retry')}</Button>}
          >
            <p>{t('customPage.error.notAvailable')}</p>
          </Modal>
        </div>
      );
    case 'error':
      if (state.error === 'notFound') return <NotFoundPage />;
      return (
        <div css={pageColumn} part="custom-page-error">
          <h1 css={pageTitle}>{t(`customPage.error.${state.error}`)}</h1>
          <Link to="/">{t('nav.home')}</Link>
        </div>
      );
  }
}
