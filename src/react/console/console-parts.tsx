import type { ApolloError } from '@apollo/client';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { consoleErrorKey } from './console-errors';
import { actions, errorText, table } from './console-styles';

/** A failure announced where it happened (a live region that is always there, so it is read out when it fills). */
export function FailureAlert({ textKey }: { textKey: string | null }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {textKey ? (
        <p css={errorText} role="alert">
          {t(textKey)}
        </p>
      ) : null}
    </div>
  );
}

export interface QueryStatusProps {
  loading: boolean;
  error: ApolloError | undefined;
  /** Loaded and nothing to show: the empty text is shown. */
  empty: boolean;
  emptyKey: string;
}

/** Loading, a failed load, or an empty answer. */
export function QueryStatus({ loading, error, empty, emptyKey }: QueryStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      {loading ? <p>{t('console.loading')}</p> : null}
      {error ? <FailureAlert textKey={consoleErrorKey(error)} /> : null}
      {empty ? <p>{t(emptyKey)}</p> : null}
    </>
  );
}

export interface ListTableProps extends QueryStatusProps {
  headingKey: string;
  refreshKey: string;
  onRefresh: () => void;
  /** Locale keys of the column headings. */
  columns: string[];
  /** The rows. */
  children: ReactNode;
}

/** A list the operator refreshes by hand: heading, refresh button, load states, and the table once it has rows. */
export function ListTable({ headingKey, refreshKey, onRefresh, columns, children, ...status }: ListTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hasRows = !status.empty && !status.loading;
  return (
    <>
      <h3 id={headingId}>{t(headingKey)}</h3>
      <div css={actions}>
        <Button variant="secondary" onClick={onRefresh}>
          {t(refreshKey)}
        </Button>
      </div>
      <QueryStatus {...status} />
      {hasRows ? (
        <ColumnTable headingId={headingId} columns={columns}>
          {children}
        </ColumnTable>
      ) : null}
    </>
  );
}

/** The console's table: named by its heading, one column heading per text key, the rows as children. */
export function ColumnTable({
  headingId,
  columns,
  children,
}: {
  headingId: string;
  columns: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table css={table} aria-labelledby={headingId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
