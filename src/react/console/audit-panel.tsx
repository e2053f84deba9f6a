import { useQuery } from '@apollo/client';
import { useTranslation } from '../core/i18n/translator';
import { GetOperatorAuditDocument } from './console.operations.generated';
import { ListTable } from './console-parts';

const COLUMNS = ['at', 'actor', 'action', 'target', 'reason'].map((column) => `console.audit.${column}`);

/** The audit log for owners: who did what, when, newest first (the latest 100). */
export function AuditPanel() {
  const { i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(GetOperatorAuditDocument, { variables: { limit: 100 } });
  const entries = data?.getOperatorAudit ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'de', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <ListTable
      headingKey="console.audit.heading"
      refreshKey="console.audit.refresh"
      onRefresh={() => void refetch()}
      columns={COLUMNS}
      loading={loading && !data}
      error={error}
      empty={Boolean(data) && entries.length === 0}
      emptyKey="console.audit.empty"
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>{dateFormat.format(new Date(entry.at))}</td>
          <td>{entry.actor}</td>
          <td>{entry.action}</td>
          <td>{entry.target}</td>
          <td>{entry.reason ?? ''}</td>
        </tr>
      ))}
    </ListTable>
  );
}
