import { createElement } from 'react';
import { useSearchParams } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import { useElements } from '../../core/element/element-loaders';

/**
 * §2 /preview/cta: the conversion cards alone, for an embedding frame (no navbar, footer or support widget;
 * portal-rules.ts). ?path= picks the cards' path (default /stream), ?layout=side one column.
 */
export function CtaPreviewPage() {
  const { apiUrl, language } = useConfig();
  useElements('event-cards');
  const [search] = useSearchParams();
  const path = search.get('path') ?? '/stream';
  const layout = search.get('layout') === 'side' ? 'side' : undefined;
  return <div css={{ padding: 16 }}>{createElement('event-cards', { path, layout, 'api-url': apiUrl, language })}</div>;
}
