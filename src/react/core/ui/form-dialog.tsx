import { css } from '@emotion/react';
import { createElement, useEffect, useRef } from 'react';
import { useConfig } from '../config/config-context';
import { NOTIFICATION_SNACKBAR_MS } from '../constants';
import { useElements } from '../element/element-loaders';
import { useTranslation } from '../i18n/translator';
import { token } from '../theme/theme';
import { Modal } from './modal';
import { useTimedNotice } from './use-timed-notice';

/** The form a dialog shows: its code and the dialog's title (the label of what opened it). */
export interface DialogForm {
  code: string;
  title: string;
}

const snackbar = css`
  position: fixed;
  left: 50%;
  bottom: 24px;
  transform: translateX(-50%);
  z-index: 1000;
  max-width: calc(100vw - 32px);
  margin: 0;
  padding: 12px 20px;
  border-radius: ${token('radius')};
  background: ${token('colorText')};
  color: ${token('colorBackground')};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/**
 * §2 "a form dialog (title, description, dynamic fields, cancel and submit)": <event-form dialog="true"> in a modal
 * with one title. §4 "After a successful submit it closes and fields reset": the dialog closes on event-form-submit
 * (and on the form's cancel), and a snackbar confirms the submission for §9's 4000 ms.
 */
export function FormDialog({ form, onClose }: { form: DialogForm | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { apiUrl, language } = useConfig();
  const content = useRef<HTMLDivElement>(null);
  const { shown: confirmed, show: confirm } = useTimedNotice(NOTIFICATION_SNACKBAR_MS);
  useElements(form ? 'event-form' : false);

  useEffect(() => {
    const target = content.current;
    if (!target) return;
    const submitted = () => {
      onClose();
      confirm();
    };
    target.addEventListener('event-form-submit', submitted);
    target.addEventListener('event-form-cancel', onClose);
    return () => {
      target.removeEventListener('event-form-submit', submitted);
      target.removeEventListener('event-form-cancel', onClose);
    };
  }, [onClose, confirm]);

  return (
    <>
      <Modal open={form !== null} title={form?.title ?? ''} onClose={onClose}>
        <div ref={content}>
          {form ? createElement('event-form', { code: form.code, 'api-url': apiUrl, language, dialog: 'true' }) : null}
        </div>
      </Modal>
      {/* A live region that exists before its text, so screen readers announce the confirmation. */}
      <p role="status" part="form-confirmation" css={snackbar}>
        {confirmed ? t('form.success') : ''}
      </p>
    </>
  );
}
