import { useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { GetOperatorFormsQuery } from '../core/api/graphql.generated';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field } from '../core/ui/form-styles';
import { consoleErrorKey } from './console-errors';
import { FailureAlert, QueryStatus } from './console-parts';
import { actions, card, cardGrid, muted, table } from './console-styles';
import {
  CloseOperatorFormDocument,
  ExportFormSubmissionsDocument,
  GetFormSubmissionsDocument,
  GetOperatorFormsDocument,
  OpenOperatorFormDocument,
} from './show.operations.generated';

type ConsoleForm = GetOperatorFormsQuery['getOperatorForms'][number];

/** Submissions on one page of the table (the server allows up to 100). */
export const SUBMISSIONS_PAGE_SIZE = 25;

/**
 * The event's forms: open or closed (a closed form's card leaves visitors' pages), how many submissions each has,
 * and one form's submissions as a table, paged and searched on the server, with the CSV of them all.
 */
export function FormsPanel({ canRun }: { canRun: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(GetOperatorFormsDocument);
  const [openForm, opening] = useMutation(OpenOperatorFormDocument);
  const [closeForm, closing] = useMutation(CloseOperatorFormDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const forms = data?.getOperatorForms ?? [];
  const shown = forms.find((form) => form.code === selected);

  const toggle = (form: ConsoleForm) => {
    setFailure(null);
    const variables = { code: form.code };
    (form.status === 'open' ? closeForm({ variables }) : openForm({ variables }))
      .then(() => refetch())
      .catch((problem: unknown) => setFailure(consoleErrorKey(problem)));
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.show.forms.heading')}</h3>
      <QueryStatus
        loading={loading && !data}
        error={error}
        empty={Boolean(data) && forms.length === 0}
        emptyKey="console.show.forms.empty"
      />
      <FailureAlert textKey={failure} />
      <ul css={cardGrid}>
        {forms.map((form) => {
          const title = form.title ?? form.code;
          return (
            <li key={form.code} css={card} data-form-code={form.code}>
              <strong>{title}</strong>
              <p css={muted} data-form-status>
                {t(form.status === 'open' ? 'console.show.forms.statusOpen' : 'console.show.forms.statusClosed')}
              </p>
              <p css={muted}>{t('console.show.forms.count', { count: form.submissionCount })}</p>
              <div css={actions}>
                {canRun ? (
                  <Button
                    variant={form.status === 'open' ? 'secondary' : 'primary'}
                    disabled={opening.loading || closing.loading}
                    onClick={() => toggle(form)}
                  >
                    {t(form.status === 'open' ? 'console.show.forms.close' : 'console.show.forms.open', { title })}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  aria-pressed={selected === form.code}
                  onClick={() => setSelected(selected === form.code ? null : form.code)}
                >
                  {t('console.show.forms.showSubmissions', { title })}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {shown ? <Submissions key={shown.code} form={shown} /> : null}
    </section>
  );
}

function Submissions({ form }: { form: ConsoleForm }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const headingId = useId();
  const searchId = useId();
  const downloads = useRef<HTMLSpanElement>(null);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [offset, setOffset] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [exported, setExported] = useState(false);
  const { data, loading, error } = useQuery(GetFormSubmissionsDocument, {
    variables: { code: form.code, search: applied || null, limit: SUBMISSIONS_PAGE_SIZE, offset },
  });
  const page = data?.getFormSubmissions;
  const rows = page?.submissions ?? [];
  const total = page?.total ?? 0;
  const title = form.title ?? form.code;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'de', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(search.trim());
    setOffset(0);
  }

  async function download() {
    setFailure(null);
    setExported(false);
    try {
      const { data: csv } = await client.query({
        query: ExportFormSubmissionsDocument,
        variables: { code: form.code },
        fetchPolicy: 'network-only',
      });
      const url = URL.createObjectURL(new Blob([csv.exportFormSubmissions], { type: 'text/csv;charset=utf-8' }));
      // The link lives in the console's own shadow tree for the click, never in the host page.
      const link = document.createElement('a');
      link.href = url;
      link.download = `${form.code}-submissions.csv`;
      downloads.current?.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setExported(true);
    } catch (problem) {
      setFailure(consoleErrorKey(problem));
    }
  }

  return (
    <section aria-labelledby={headingId} data-submissions={form.code}>
      <h4 id={headingId}>{t('console.show.forms.submissionsHeading', { title })}</h4>
      <form onSubmit={find} css={actions} role="search">
        <div css={field}>
          <label htmlFor={searchId}>{t('console.show.forms.searchLabel')}</label>
          <input
            id={searchId}
            type="text"
            maxLength={200}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('console.show.forms.search')}
        </Button>
        <Button variant="secondary" onClick={() => void download()}>
          {t('console.show.forms.export')}
        </Button>
        <span ref={downloads} hidden />
      </form>
      <FailureAlert textKey={failure} />
      <p css={muted} role="status">
        {exported ? t('console.show.forms.exported') : ''}
      </p>
      <QueryStatus
        loading={loading && !data}
        error={error}
        empty={Boolean(page) && rows.length === 0}
        emptyKey="console.show.forms.noSubmissions"
      />
      {rows.length > 0 ? (
        <>
          <table css={table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('console.show.forms.submittedAt')}</th>
                <th scope="col">{t('console.show.forms.author')}</th>
                {form.fields.map((formField) => (
                  <th key={formField.id} scope="col">
                    {formField.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const answers = new Map(row.answers.map((answer) => [answer.formFieldId, answer.content]));
                return (
                  <tr key={row.id}>
                    <td>{dateFormat.format(new Date(row.createdAt))}</td>
                    <td>{row.author ?? ''}</td>
                    {form.fields.map((formField) => (
                      <td key={formField.id}>{answers.get(formField.id) ?? ''}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div css={actions}>
            <p css={muted} aria-live="polite" data-submissions-range>
              {t('console.show.forms.range', { from: offset + 1, to: offset + rows.length, total })}
            </p>
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - SUBMISSIONS_PAGE_SIZE))}
            >
              {t('console.show.forms.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={offset + rows.length >= total}
              onClick={() => setOffset(offset + SUBMISSIONS_PAGE_SIZE)}
            >
              {t('console.show.forms.next')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
