import { useId, useState } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import type { ChatModeration } from '../../../chat/chat-service';
import { REPORT_REASON_MAX_LENGTH } from '../../../../shared/chat/chat-limits';
import { Button } from '../../core/ui/button';
import { Modal } from '../../core/ui/modal';
import { useChat } from '../chat-context';
import { fieldStyles } from '../groups/group-password-modal';
import type { ListMessage } from './list-message';

/**
 * Reporting a received message to the event's operators (issue #15, beyond the spec): the reason, then Report. The
 * outcome shows as a toast (REPORT_MESSAGE_SUCCESS or REPORT_MESSAGE_FAIL).
 */
export function ReportMessageModal({
  message,
  moderation,
  onClose,
}: {
  message: ListMessage | null;
  moderation: ChatModeration;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { notify } = useChat();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal open={message !== null} title={t('message.reportTitle')} onClose={close}>
      <form
        part="report-form"
        css={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!message?.id || reason.trim() === '') return;
          setSending(true);
          moderation
            .reportMessage({ id: message.id, reason: reason.trim() })
            .then(
              () => notify({ kind: 'success', code: 'REPORT_MESSAGE_SUCCESS' }),
              () => notify({ kind: 'error', code: 'REPORT_MESSAGE_FAIL' }),
            )
            .finally(() => {
              setSending(false);
              close();
            });
        }}
      >
        <label htmlFor={id}>{t('message.reportReason')}</label>
        <textarea
          id={id}
          name="reason"
          required
          rows={3}
          maxLength={REPORT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          css={fieldStyles}
        />
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={close}>
            {t('message.reportCancel')}
          </Button>
          <Button type="submit" disabled={sending}>
            {t('message.reportSend')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
