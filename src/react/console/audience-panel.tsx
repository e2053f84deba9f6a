// The Audience tab (issue #18 "Audience and analytics", docs/operators.md): what visitors did in a date range,
// counted by the server (getAudience); every table downloads as the server's CSV (exportAudience), and owners get the
// attendee export here too.
import { css } from '@emotion/react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AudienceBucket, AudienceTable } from '../core/api/graphql.generated';
import type { TFunction } from '../core/i18n/translate';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field } from '../core/ui/form-styles';
import { ViewersChart } from './audience-chart';
import { formatDateField, parseDateField } from './audience-dates';
import { ExportAttendeesDocument, ExportAudienceDocument, GetAudienceDocument } from './audience.operations.generated';
import { consoleErrorKey } from './console-errors';
import { downloadCsv } from './download-csv';
import { ColumnTable, FailureAlert, QueryStatus } from './console-parts';
import { actions, muted } from './console-styles';

/** The server's bounds (server/features/operator/analytics/resolvers.ts), checked here to say what is wrong. */
const RANGE_MAX_MS = 366 * 24 * 60 * 60_000;
const BUCKETS_MAX = 1000;
const BUCKET_MS: Record<AudienceBucket, number> = { tenMinutes: 10 * 60_000, hour: 60 * 60_000, day: 24 * 60 * 60_000 };
const BUCKETS: AudienceBucket[] = ['tenMinutes', 'hour', 'day'];

const filterRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: end;
`;

const section = css`
  display: grid;
  gap: 8px;
`;

interface Range {
  from: string;
  to: string;
  bucket: AudienceBucket;
}

/** The locale key of what is wrong with the inputs (dates as the fields read them), or the range to ask for. */
function readRange(from: Date | null, to: Date | null, bucket: AudienceBucket): Range | string {
  if (!from || !to) return 'console.audience.badDate';
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 'console.audience.badRange';
  if (end - start > RANGE_MAX_MS) return 'console.audience.tooLong';
  if (Math.ceil((end - start) / BUCKET_MS[bucket]) > BUCKETS_MAX) return 'console.audience.tooManyBuckets';
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString(), bucket };
}

export function AudiencePanel({ canExportAttendees }: { canExportAttendees: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const fromId = useId();
  const toId = useId();
  const bucketId = useId();
  const hintId = useId();
  // The fields hold text in the console's language (audience-dates.ts), with the language they were written in.
  const [inputs, setInputs] = useState(() => {
    const now = Date.now();
    return {
      from: formatDateField(new Date(now - 24 * 60 * 60_000), i18n.language),
      to: formatDateField(new Date(now + 60 * 60_000), i18n.language),
      bucket: 'hour' as AudienceBucket,
      language: i18n.language,
    };
  });
  const [range, setRange] = useState<Range>(
    () =>
      readRange(
        parseDateField(inputs.from, inputs.language),
        parseDateField(inputs.to, inputs.language),
        inputs.bucket,
      ) as Range,
  );
  // Another console language rewrites the fields in its form; what does not read as a date stays as typed.
  useEffect(() => {
    setInputs((current) => {
      if (current.language === i18n.language) return current;
      const rewrite = (text: string) => {
        const date = parseDateField(text, current.language);
        return date ? formatDateField(date, i18n.language) : text;
      };
      return { ...current, from: rewrite(current.from), to: rewrite(current.to), language: i18n.language };
    });
  }, [i18n.language]);
  const [inputError, setInputError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(GetAudienceDocument, {
    variables: range,
    fetchPolicy: 'network-only',
  });
  const audience = data?.getAudience;
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const timeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const formatTime = (iso: string) => timeFormat.format(new Date(iso));
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = readRange(
      parseDateField(inputs.from, inputs.language),
      parseDateField(inputs.to, inputs.language),
      inputs.bucket,
    );
    if (typeof next === 'string') {
      setInputError(next);
      return;
    }
    setInputError(null);
    setRange(next);
  }

  async function exportTable(table: AudienceTable) {
    setExportError(null);
    try {
      const answer = await client.query({
        query: ExportAudienceDocument,
        variables: { table, ...range },
        fetchPolicy: 'network-only',
      });
      downloadCsv(`audience-${table}.csv`, answer.data.exportAudience);
    } catch (failure) {
      setExportError(consoleErrorKey(failure));
    }
  }

  async function exportAttendees() {
    setExportError(null);
    try {
      const answer = await client.query({ query: ExportAttendeesDocument, fetchPolicy: 'network-only' });
      downloadCsv('attendees.csv', answer.data.exportAttendees);
    } catch (failure) {
      setExportError(consoleErrorKey(failure));
    }
  }

  const counts = (rows: { key: string; count: number; visitors?: number | null }[], label?: (key: string) => string) =>
    rows.map((row) => (
      <tr key={row.key}>
        <td>{label ? label(row.key) : row.key}</td>
        <td>{row.count}</td>
        <td>{row.visitors ?? '–'}</td>
      </tr>
    ));
  const countColumns = (keyColumn: string) => [keyColumn, 'console.audience.count', 'console.audience.visitors'];

  return (
    <>
      <form css={filterRow} onSubmit={apply} aria-label={t('console.audience.range')}>
        <p id={hintId} css={[muted, { margin: 0, flexBasis: '100%' }]}>
          {t('console.audience.dateHint', { example: formatDateField(new Date(2026, 10, 28, 18, 5), i18n.language) })}
        </p>
        <div css={field}>
          <label htmlFor={fromId}>{t('console.audience.from')}</label>
          <input
            id={fromId}
            type="text"
            autoComplete="off"
            aria-describedby={hintId}
            value={inputs.from}
            onChange={(event) => setInputs({ ...inputs, from: event.target.value })}
          />
        </div>
        <div css={field}>
          <label htmlFor={toId}>{t('console.audience.to')}</label>
          <input
            id={toId}
            type="text"
            autoComplete="off"
            aria-describedby={hintId}
            value={inputs.to}
            onChange={(event) => setInputs({ ...inputs, to: event.target.value })}
          />
        </div>
        <div css={field}>
          <label htmlFor={bucketId}>{t('console.audience.bucket')}</label>
          <select
            id={bucketId}
            value={inputs.bucket}
            onChange={(event) => setInputs({ ...inputs, bucket: event.target.value as AudienceBucket })}
          >
            {BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {t(`console.audience.buckets.${bucket}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t('console.audience.apply')}</Button>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('console.audience.refresh')}
        </Button>
      </form>
      <FailureAlert textKey={inputError} />
      <FailureAlert textKey={exportError} />
      <QueryStatus loading={loading && !data} error={error} empty={false} emptyKey="console.audience.empty" />
      {audience ? (
        <>
          <Section
            headingKey="console.audience.viewers.heading"
            columns={[
              'console.audience.viewers.stream',
              'console.audience.viewers.now',
              'console.audience.viewers.peak',
            ]}
            onExport={() => void exportTable('viewers')}
            empty={audience.streams.length === 0}
          >
            {audience.streams.map((stream) => (
              <tr key={stream.code}>
                <td>{stream.code}</td>
                <td>{stream.viewersNow}</td>
                <td>{stream.peakViewers}</td>
              </tr>
            ))}
          </Section>
          {audience.streams.map((stream) => (
            <ViewersChart
              key={stream.code}
              stream={stream.code}
              series={stream.series}
              from={audience.from}
              to={audience.to}
              formatTime={formatTime}
            />
          ))}
          <Section
            headingKey="console.audience.pageVisits.heading"
            columns={countColumns('console.audience.pageVisits.key')}
            onExport={() => void exportTable('pageVisits')}
            empty={audience.pageVisits.length === 0}
          >
            {counts(audience.pageVisits)}
          </Section>
          <Section
            headingKey="console.audience.linkClicks.heading"
            columns={countColumns('console.audience.linkClicks.key')}
            onExport={() => void exportTable('linkClicks')}
            empty={audience.linkClicks.length === 0}
          >
            {counts(audience.linkClicks)}
          </Section>
          <Section
            headingKey="console.audience.cardClicks.heading"
            columns={countColumns('console.audience.cardClicks.key')}
            onExport={() => void exportTable('cardClicks')}
            empty={audience.cardClicks.length === 0}
          >
            {counts(audience.cardClicks)}
          </Section>
          <Section
            headingKey="console.audience.emojiClicks.heading"
            columns={countColumns('console.audience.emojiClicks.key')}
            onExport={() => void exportTable('emojiClicks')}
            empty={audience.emojiClicks.length === 0}
          >
            {counts(audience.emojiClicks)}
          </Section>
          <Section
            headingKey="console.audience.polls.heading"
            columns={[
              'console.audience.polls.poll',
              'console.audience.polls.type',
              'console.audience.polls.voters',
              'console.audience.polls.answers',
            ]}
            onExport={() => void exportTable('polls')}
            empty={audience.polls.length === 0}
          >
            {audience.polls.map((poll) => (
              <tr key={poll.code}>
                <td>{poll.code}</td>
                <td>{t(`console.polls.types.${poll.type}`)}</td>
                <td>{poll.voters}</td>
                <td>{poll.answers}</td>
              </tr>
            ))}
          </Section>
          <Section
            headingKey="console.audience.forms.heading"
            columns={[
              'console.audience.forms.form',
              'console.audience.forms.views',
              'console.audience.forms.submissions',
              'console.audience.forms.conversion',
            ]}
            onExport={() => void exportTable('forms')}
            empty={audience.forms.length === 0}
          >
            {audience.forms.map((form) => (
              <tr key={form.code}>
                <td>{form.title ?? form.code}</td>
                <td>{form.views}</td>
                <td>{form.submissions}</td>
                <td>{form.views > 0 ? percent.format(form.submissions / form.views) : '–'}</td>
              </tr>
            ))}
          </Section>
          <Section
            headingKey="console.audience.qa.heading"
            columns={[
              'console.audience.qa.qa',
              'console.audience.qa.questions',
              'console.audience.qa.askers',
              'console.audience.qa.upvotes',
              'console.audience.qa.upvoters',
            ]}
            onExport={() => void exportTable('qa')}
            empty={audience.qa.length === 0}
          >
            {audience.qa.map((qa) => (
              <tr key={qa.code}>
                <td>{qa.code}</td>
                <td>{qa.questions}</td>
                <td>{qa.askers}</td>
                <td>{qa.upvotes}</td>
                <td>{qa.upvoters}</td>
              </tr>
            ))}
          </Section>
          <Section
            headingKey="console.audience.registrations.heading"
            columns={['console.audience.registrations.key', 'console.audience.count']}
            onExport={() => void exportTable('registrations')}
            empty={audience.registrations.length === 0}
          >
            {audience.registrations.map((row) => (
              <tr key={row.key}>
                <td>{labelOf(t, 'sources', row.key)}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </Section>
          <Section
            headingKey="console.audience.logins.heading"
            columns={['console.audience.logins.key', 'console.audience.count']}
            onExport={() => void exportTable('logins')}
            empty={audience.logins.length === 0}
          >
            {audience.logins.map((row) => (
              <tr key={row.key}>
                <td>{labelOf(t, 'loginTypes', row.key)}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </Section>
        </>
      ) : null}
      {canExportAttendees ? (
        <section css={section}>
          <h3>{t('console.audience.attendees.heading')}</h3>
          <p css={muted}>{t('console.audience.attendees.note')}</p>
          <div css={actions}>
            <Button variant="secondary" onClick={() => void exportAttendees()}>
              {t('console.audience.attendees.download')}
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** A value's text under a group of keys, or the value itself when the group has none for it. */
function labelOf(t: TFunction, group: 'sources' | 'loginTypes', value: string): string {
  return t(`console.audience.${group}.${value}`, { defaultValue: value });
}

interface SectionProps {
  headingKey: string;
  columns: string[];
  onExport: () => void;
  empty: boolean;
  children: ReactNode;
}

/** One table of the tab: heading, CSV download, and the rows or the empty text. */
function Section({ headingKey, columns, onExport, empty, children }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section css={section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t(headingKey)}</h3>
      <div css={actions}>
        <Button variant="secondary" onClick={onExport}>
          {t('console.audience.csv', { table: t(headingKey) })}
        </Button>
      </div>
      {empty ? (
        <p css={muted}>{t('console.audience.empty')}</p>
      ) : (
        <ColumnTable headingId={headingId} columns={columns}>
          {children}
        </ColumnTable>
      )}
    </section>
  );
}
