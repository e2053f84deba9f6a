import { createElement } from 'react';
import { useSearchParams } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { useElements } from '../../core/element/element-loaders';
import { useTranslation } from '../../core/i18n/translator';
import { visuallyHidden } from '../../core/ui/visually-hidden';

/**
 * §2 /preview/cta: the conversion cards alone, for an embedding frame (no navbar, footer, support widget or chat;
 * portal-rules.ts). ?path= picks the cards' path (default /stream), ?layout=side one column, ?card= one card only.
 */
export function CtaPreviewPage() {
  const { t } = useTranslation();
  const { apiUrl, language } = useConfig();
  useElements('event-cards');
  const [search] = useSearchParams();
  const path = search.get('path') ?? '/stream';
  const layout = search.get('layout') === 'side' ? 'side' : undefined;
  const card = search.get('card') ?? undefined;
  return (
    <div css={{ padding: 16 }}>
      <h1 css={visuallyHidden}>{t('cards.previewTitle')}</h1>
      {createElement('event-cards', { path, layout, card, 'api-url': apiUrl, language })}
    </div>
  );
}
