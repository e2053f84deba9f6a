import { useMutation, useQuery } from '@apollo/client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field } from '../core/ui/form-styles';
import {
  BanChatUserDocument,
  DeleteChatMessageDocument,
  GetChatReportsDocument,
  UnbanChatUserDocument,
} from './console.operations.generated';
import { consoleErrorKey } from './console-errors';
import { FailureAlert, ListTable } from './console-parts';
import { actions, muted, smallButton } from './console-styles';

/** Reported chat messages (newest first), deleting one, banning and unbanning a user; the reason goes to the audit log. */
const COLUMNS = ['reported', 'message', 'sender', 'reportReason', 'actions'].map(
  (column) => `console.moderation.${column}`,
);

export function ModerationPanel() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(GetChatReportsDocument, { variables: { limit: 30 } });
  const [deleteMessage] = useMutation(DeleteChatMessageDocument);
  const [banUser] = useMutation(BanChatUserDocument);
  const [unbanUser] = useMutation(UnbanChatUserDocument);
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<{ key: string; failed: boolean } | null>(null);
  const reasonId = useId();
  const uidId = useId();
  const reports = data?.getChatReports ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'de', {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const act = async (action: () => Promise<unknown>) => {
    setStatus(null);
    try {
      await action();
      setStatus({ key: 'console.moderation.done', failed: false });
      await refetch();
    } catch (failure) {
      setStatus({ key: consoleErrorKey(failure), failed: true });
    }
  };
  const why = () => (reason.trim() ? reason.trim() : null);

  function unban(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const uid = String(new FormData(event.currentTarget).get('uid') ?? '').trim();
    if (uid) void act(() => unbanUser({ variables: { uid, reason: why() } }));
  }

  return (
    <div>
      <div css={field}>
        <label htmlFor={reasonId}>{t('console.moderation.reasonLabel')}</label>
        <input id={reasonId} type="text" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <FailureAlert textKey={status?.failed ? status.key : null} />
      <p css={muted} role="status">
        {status && !status.failed ? t(status.key) : ''}
      </p>
      <ListTable
        headingKey="console.moderation.heading"
        refreshKey="console.moderation.refresh"
        onRefresh={() => void refetch()}
        columns={COLUMNS}
        loading={loading && !data}
        error={error}
        empty={Boolean(data) && reports.length === 0}
        emptyKey="console.moderation.empty"
      >
        {reports.map((report) => (
          <tr key={report.id}>
            <td>{dateFormat.format(new Date(report.reportedAt * 1000))}</td>
            <td>{report.deleted ? t('console.moderation.deleted') : (report.text ?? t('console.moderation.media'))}</td>
            <td>{report.senderUid}</td>
            <td>{report.reason}</td>
            <td>
              <div css={actions}>
                {report.deleted ? null : (
                  <button
                    type="button"
                    css={smallButton}
                    onClick={() =>
                      void act(() => deleteMessage({ variables: { id: report.messageId, reason: why() } }))
                    }
                  >
                    {t('console.moderation.delete')}
                  </button>
                )}
                <button
                  type="button"
                  css={smallButton}
                  onClick={() => void act(() => banUser({ variables: { uid: report.senderUid, reason: why() } }))}
                >
                  {t('console.moderation.ban', { uid: report.senderUid })}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      <form onSubmit={unban} css={actions}>
        <div css={field}>
          <label htmlFor={uidId}>{t('console.moderation.uid')}</label>
          <input id={uidId} name="uid" type="text" maxLength={64} />
        </div>
        <Button type="submit" variant="secondary">
          {t('console.moderation.unban')}
        </Button>
      </form>
    </div>
  );
}
