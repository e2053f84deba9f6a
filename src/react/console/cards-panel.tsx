import { useMutation, useQuery } from '@apollo/client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { consoleErrorKey } from './console-errors';
import { FailureAlert, QueryStatus } from './console-parts';
import { actions, card, cardGrid, muted, smallButton } from './console-styles';
import {
  GetOperatorCardsDocument,
  HideConversionCardDocument,
  ShowConversionCardDocument,
} from './console.operations.generated';
import { CardAudiences } from './card-audiences';
import { GetCardAudiencesDocument, MoveConversionCardDocument } from './show.operations.generated';

type Direction = 'up' | 'down';

/** Every conversion card, shown or hidden; show and hide for roles that run the show. */
export function CardsPanel({ canRun }: { canRun: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, loading, error } = useQuery(GetOperatorCardsDocument);
  const refetchQueries = [GetCardAudiencesDocument];
  const [showCard, showing] = useMutation(ShowConversionCardDocument, { refetchQueries });
  const [hideCard, hiding] = useMutation(HideConversionCardDocument, { refetchQueries });
  // The answer is every card in the new order: it replaces the list at once.
  const [moveCard, moving] = useMutation(MoveConversionCardDocument, {
    refetchQueries,
    update: (cache, { data: moved }) => {
      if (moved)
        cache.writeQuery({ query: GetOperatorCardsDocument, data: { getOperatorCards: moved.moveConversionCard } });
    },
  });
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the moved card is in its new place (moving a node in the DOM drops its focus): set
  // when a move succeeded, applied after the render that follows.
  const focusAfterMove = useRef<string | null>(null);
  const [moves, setMoves] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const cards = data?.getOperatorCards ?? [];
  useEffect(() => {
    if (focusAfterMove.current) moveButtons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [moves]);
  const move = (code: string, direction: Direction) => {
    setFailure(null);
    moveCard({ variables: { code, direction } })
      .then(({ data: moved }) => {
        // The focus stays with the card it moved (on the other button once it reached an end).
        const order = moved?.moveConversionCard ?? [];
        const place = order.findIndex((entry) => entry.code === code);
        const atEnd = direction === 'up' ? place === 0 : place === order.length - 1;
        const target = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
        focusAfterMove.current = `${code}:${target}`;
        setMoves((count) => count + 1);
      })
      .catch((problem: unknown) => setFailure(consoleErrorKey(problem)));
  };
  const moveButton = (code: string, name: string, direction: Direction, disabled: boolean) => (
    <button
      type="button"
      css={smallButton}
      ref={(node) => {
        if (node) moveButtons.current.set(`${code}:${direction}`, node);
        else moveButtons.current.delete(`${code}:${direction}`);
      }}
      disabled={disabled || moving.loading}
      onClick={() => move(code, direction)}
    >
      {t(direction === 'up' ? 'console.show.cards.moveUp' : 'console.show.cards.moveDown', { name })}
    </button>
  );
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
        {cards.map((entry, index) => (
          <li key={entry.code} css={card} data-card-code={entry.code}>
            <strong>{entry.name}</strong>
            <p css={muted}>{t('console.show.cards.position', { position: index + 1 })}</p>
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
                {moveButton(entry.code, entry.name, 'up', index === 0)}
                {moveButton(entry.code, entry.name, 'down', index === cards.length - 1)}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <CardAudiences names={new Map(cards.map((entry) => [entry.code, entry.name]))} />
    </section>
  );
}
