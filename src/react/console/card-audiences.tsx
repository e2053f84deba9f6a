import { useQuery } from '@apollo/client';
import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { QueryStatus } from './console-parts';
import { muted } from './console-styles';
import { field } from '../core/ui/form-styles';
import { GetCardAudiencesDocument } from './show.operations.generated';

/** The value of the "every other page" choice (a path always starts with /). */
const EVERY_OTHER_PAGE = '';

/**
 * What the visitors of one page get: a card's paths are the event's card targeting, so each page a card names is an
 * audience, and every other page one more. Cards by name, in the order visitors see them.
 */
export function CardAudiences({ names }: { names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const { data, loading, error } = useQuery(GetCardAudiencesDocument);
  const [chosen, setChosen] = useState(EVERY_OTHER_PAGE);
  const audiences = data?.getCardAudiences ?? [];
  const audience = audiences.find((entry) => (entry.path ?? EVERY_OTHER_PAGE) === chosen);
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{t('console.show.cards.audienceHeading')}</h4>
      <QueryStatus loading={loading && !data} error={error} empty={false} emptyKey="console.show.cards.audienceEmpty" />
      <div css={field}>
        <label htmlFor={selectId}>{t('console.show.cards.audienceLabel')}</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {audiences.map((entry) => (
            <option key={entry.path ?? EVERY_OTHER_PAGE} value={entry.path ?? EVERY_OTHER_PAGE}>
              {entry.path ?? t('console.show.cards.everyOtherPage')}
            </option>
          ))}
        </select>
      </div>
      {audience && audience.cardCodes.length === 0 ? <p css={muted}>{t('console.show.cards.audienceEmpty')}</p> : null}
      <ol data-card-audience aria-live="polite">
        {audience?.cardCodes.map((code) => (
          <li key={code}>{names.get(code) ?? code}</li>
        ))}
      </ol>
    </section>
  );
}
