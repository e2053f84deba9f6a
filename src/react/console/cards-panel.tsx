import { useMutation, useQuery } from '@apollo/client';
import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { consoleErrorKey } from './console-errors';
import { FailureAlert, QueryStatus } from './console-parts';
import { actions, card, cardGrid, muted } from './console-styles';
import {
  GetOperatorCardsDocument,
  HideConversionCardDocument,
  ShowConversionCardDocument,
} from './console.operations.generated';

/** Every conversion card, shown or hidden; show and hide for roles that run the show. */
export function CardsPanel({ canRun }: { canRun: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, loading, error } = useQuery(GetOperatorCardsDocument);
  const [showCard, showing] = useMutation(ShowConversionCardDocument);
  const [hideCard, hiding] = useMutation(HideConversionCardDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const cards = data?.getOperatorCards ?? [];
  const toggle = (code: string, visible: boolean) => {
    setFailure(null);
    (visible ? hideCard : showCard)({ variables: { code } }).catch((problem: unknown) =>
      setFailure(consoleErrorKey(problem)),
    );
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.cards.heading')}</h3>
      <QueryStatus
        loading={loading && !data}
        error={error}
        empty={Boolean(data) && cards.length === 0}
        emptyKey="console.cards.empty"
      />
      <FailureAlert textKey={failure} />
      <ul css={cardGrid}>
        {cards.map((entry) => (
          <li key={entry.code} css={card} data-card-code={entry.code}>
            <strong>{entry.name}</strong>
            <p css={muted} data-card-status>
              {t(entry.visible ? 'console.cards.visible' : 'console.cards.hidden')}
            </p>
            {canRun ? (
              <div css={actions}>
                <Button
                  variant="secondary"
                  disabled={showing.loading || hiding.loading}
                  onClick={() => toggle(entry.code, entry.visible)}
                >
                  {t(entry.visible ? 'console.cards.hide' : 'console.cards.show', { name: entry.name })}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
