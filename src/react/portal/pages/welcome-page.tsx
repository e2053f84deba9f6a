import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { Navigate, useNavigate } from 'react-router';
import { GetWelcomeDocument } from '../portal.operations.generated';
import { useApiQuery } from '../../core/api/use-api-query';
import { useConfig } from '../../core/config/config-context';
import type { LinkItem } from '../../core/config/config-types';
import { useSession } from '../../core/session/session';
import { useElementStorage } from '../../core/storage/use-element-storage';
import { Button, buttonStyles } from '../../core/ui/button';
import { Loading } from '../../core/ui/loading';
import { Modal } from '../../core/ui/modal';
import { SmartLink } from '../../core/ui/smart-link';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { offersLogout, visibleFor } from '../portal-rules';
import { pageColumn, pageSubtitle, pageTitle } from '../../core/ui/page-styles';

/** The session-storage key that remembers the welcome modal was closed in this tab. */
export const WELCOME_MODAL_SEEN_KEY = 'welcomeModalSeen';

const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
`;

/** §2 / and /welcome: title, subtitle, lines, the buttons for the visitor's ticket category, and the modal. */
export function WelcomePage() {
  const { t } = useTranslation();
  const { welcome: welcomeConfig, loginType } = useConfig();
  const { user } = useSession();
  useCurrentCustomer();
  // The first page a visitor sees: its text comes before Apollo Client has loaded (decision 0015).
  const { data, loading, error, refetch } = useApiQuery(GetWelcomeDocument);
  const tabStorage = useElementStorage('sessionStorage');
  const [modalSeen, setModalSeen] = useState(() => tabStorage.getItem(WELCOME_MODAL_SEEN_KEY) !== null);
  const navigate = useNavigate();
  // After the modal closes the page's heading takes the focus, so Tab goes on in the page, not in the footer after
  // the closed dialog.
  const heading = useRef<HTMLHeadingElement>(null);
  const modalClosed = useRef(false);
  useEffect(() => {
    if (modalSeen && modalClosed.current) heading.current?.focus();
  }, [modalSeen]);

  if (welcomeConfig?.redirectToFin) return <Navigate to="/fin" replace />;
  if (loading) return <Loading />;
  if (error || !data) {
    return (
      <div css={pageColumn} role="alert">
        <p>{t('welcome.loadError')}</p>
        <Button onClick={refetch}>{t('common.retry')}</Button>
      </div>
    );
  }

  const welcome = data.getWelcome;
  const buttons: LinkItem[] = visibleFor(
    welcomeConfig?.buttons ?? [{ label: t('welcome.openLivestream'), link: '/preStream' }],
    user?.ticketCategoryCode,
  );
  const modal = welcome?.modal;
  const hasModal = Boolean(modal && (modal.title || modal.lines.length > 0));

  const closeModal = () => {
    tabStorage.setItem(WELCOME_MODAL_SEEN_KEY, '1');
    modalClosed.current = true;
    setModalSeen(true);
  };

  return (
    <div css={pageColumn} part="welcome">
      {welcome?.title ? (
        <h1 css={pageTitle} ref={heading} tabIndex={-1}>
          {welcome.title}
        </h1>
      ) : null}
      {welcome?.subtitle ? <p css={pageSubtitle}>{welcome.subtitle}</p> : null}
      {welcome?.lines.map((line, index) => (
        <p key={index} css={{ margin: '0 0 12px' }}>
          {line}
        </p>
      ))}
      {buttons.length > 0 ? (
        <ul css={buttonRow} aria-label={t('welcome.actions')}>
          {buttons.map((button) => (
            <li key={`${button.link}-${button.label}`}>
              <SmartLink link={button.link} openInNewTab={button.openInNewTab} css={buttonStyles('primary')}>
                {button.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      {hasModal && modal ? (
        <Modal
          open={!modalSeen}
          title={modal.title ?? ''}
          onClose={closeModal}
          actions={
            <>
              {offersLogout(loginType) ? (
                <Button variant="secondary" onClick={() => navigate('/logout')}>
                  {t('welcome.modalLogout')}
                </Button>
              ) : null}
              <Button onClick={closeModal}>{t('common.close')}</Button>
            </>
          }
        >
          {modal.lines.map((line, index) => (
            <p key={index} css={{ margin: '0 0 8px' }}>
              {line}
            </p>
          ))}
        </Modal>
      ) : null}
    </div>
  );
}
