import { css } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { elementFlag } from '../core/storage/element-storage';
import { AUTO_OPEN_FORM_COOKIE_MAX_AGE_S, AUTO_OPEN_FORM_DELAY_MS, autoOpenFormCookie } from '../core/constants';
import { useConfig } from '../core/config/config-context';
import { useElements } from '../core/element/element-loaders';
import { mediaUp } from '../core/theme/theme';
import { Button } from '../core/ui/button';
import { Loading } from '../core/ui/loading';
import { FormDialog, type DialogForm } from '../core/ui/form-dialog';
import { readCardParams } from './card-params';
import { ConversionCard } from './conversion-card';
import { useConversionCards } from './use-conversion-cards';

export interface EventCardsProps {
  /** The portal path the cards are for (getConversionCardsForFrontend(path)). Default `/stream`. */
  path?: string;
  /** `side`: one column, for the call-to-action column beside the stream. */
  layout?: string;
  /** The code of one card: only it shows (the card preview of /preview/cta?card=). */
  card?: string;
}

/** §9 "Card grid columns: xs 12, sm 6, md, lg, xl 4 (12 in side layout)" of 12: 1, 2 and 3 cards a row. */
const grid = (side: boolean) => css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  ${
    side
      ? ''
      : `${mediaUp('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
       ${mediaUp('md')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`
  }
`;

/** <event-cards>: the conversion cards of a path, polled every 5 s, with the form dialog (portal.md §2-§4). */
export function EventCards({ path = '/stream', layout, card: onlyCard }: EventCardsProps) {
  const { t } = useTranslation();
  const { apiUrl } = useConfig();
  const state = useConversionCards(path);
  const [openForm, setOpenForm] = useState<DialogForm | null>(null);
  const closeForm = useCallback(() => setOpenForm(null), []);
  const cards = state.cards
    .filter((card) => !onlyCard || card.code === onlyCard)
    .map((card) => ({ ...card, params: readCardParams(card.params) }));
  const autoOpen = cards.find(
    (card) => card.params.actionType === 'form' && card.params.autoOpen && card.params.formCode,
  );
  const autoOpenCode = autoOpen?.params.formCode;
  const autoOpenTitle = autoOpen ? (autoOpen.params.title ?? autoOpen.name) : '';
  // <event-form> loads once a card can open a form, so the dialog does not wait for it; never without one.
  useElements(
    cards.some((card) => card.params.actionType === 'form' && card.params.formCode) && 'event-form',
    cards.some((card) => card.type === 'poll' && card.params.pollCode) && 'event-poll',
    cards.some((card) => card.type === 'qa' && card.params.qaCode) && 'event-qa',
  );

  // §4: a form card with autoOpen opens its form once after 1 s, then a cookie keeps it closed for 86400 s.
  useEffect(() => {
    if (!autoOpenCode) return;
    const shown = elementFlag(apiUrl, autoOpenFormCookie(autoOpenCode));
    if (shown.isSet()) return;
    const timer = window.setTimeout(() => {
      shown.set(AUTO_OPEN_FORM_COOKIE_MAX_AGE_S);
      setOpenForm({ code: autoOpenCode, title: autoOpenTitle });
    }, AUTO_OPEN_FORM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpenCode, autoOpenTitle, apiUrl]);

  if (state.loading) return <Loading />;
  if (state.loadFailed) {
    return (
      <div role="alert">
        <p>{t('cards.loadError')}</p>
        <Button onClick={state.reload}>{t('common.retry')}</Button>
      </div>
    );
  }
  const actions = {
    trackClick: state.trackClick,
    emojiClick: state.emojiClick,
    openForm: (formCode: string, title: string) => setOpenForm({ code: formCode, title }),
  };
  return (
    <>
      <ul css={grid(layout === 'side')} part="cards" aria-label={t('cards.label')}>
        {cards.map((card) => (
          <li key={card.code}>
            <ConversionCard {...card} emojis={state.emojis} actions={actions} />
          </li>
        ))}
      </ul>
      <FormDialog form={openForm} onClose={closeForm} />
    </>
  );
}
