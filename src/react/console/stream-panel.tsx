import { useQuery, useSubscription } from '@apollo/client';
import { useId } from 'react';
import type { GetOperatorStreamsQuery } from '../core/api/graphql.generated';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { QueryStatus } from './console-parts';
import { actions, card, cardGrid, muted } from './console-styles';
import { GetOperatorStreamsDocument, StreamVisitorCountChangedDocument } from './show.operations.generated';

type ConsoleStream = GetOperatorStreamsQuery['getOperatorStreams'][number];

const STATE_KEYS: Record<ConsoleStream['state'], string> = {
  upcoming: 'console.show.stream.stateUpcoming',
  live: 'console.show.stream.stateLive',
  ended: 'console.show.stream.stateEnded',
};

/** The event's streams: what each plays, whether its schedule makes it live, and who watches now (live). */
export function StreamPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(GetOperatorStreamsDocument);
  const streams = data?.getOperatorStreams ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.show.stream.heading')}</h3>
      <div css={actions}>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('console.show.stream.refresh')}
        </Button>
      </div>
      <QueryStatus
        loading={loading && !data}
        error={error}
        empty={Boolean(data) && streams.length === 0}
        emptyKey="console.show.stream.empty"
      />
      <ul css={cardGrid}>
        {streams.map((stream) => (
          <li key={stream.code} css={card} data-stream-code={stream.code}>
            <StreamStatus stream={stream} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StreamStatus({ stream }: { stream: ConsoleStream }) {
  const { t, i18n } = useTranslation();
  // Each start and stop of a visitor's watching arrives over the WebSocket (at most once a second).
  const { data } = useSubscription(StreamVisitorCountChangedDocument, { variables: { code: stream.code } });
  const viewers = data?.streamVisitorCountChanged.visitorCount ?? stream.visitorCount;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'de', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <>
      <strong>{stream.code}</strong>
      <p data-stream-state>{t(STATE_KEYS[stream.state])}</p>
      <p css={muted}>{t('console.show.stream.player', { platform: stream.platform })}</p>
      <p css={muted} data-stream-source>
        {stream.source ? t('console.show.stream.source', { source: stream.source }) : t('console.show.stream.noSource')}
      </p>
      {stream.startsAt && stream.endsAt ? (
        <p css={muted}>
          {t('console.show.stream.schedule', {
            start: dateFormat.format(new Date(stream.startsAt)),
            end: dateFormat.format(new Date(stream.endsAt)),
          })}
        </p>
      ) : null}
      <p aria-live="polite" data-stream-viewers>
        {t('console.show.stream.viewers', { count: viewers })}
      </p>
    </>
  );
}
