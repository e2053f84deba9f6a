import { useTranslation } from '../core/i18n/translator';
import { cardGrid } from './content-styles';
import { LoadState } from './load-state';
import { MediaCard } from './media-card';
import { useCategoryMedia } from './use-content';

/** The chosen category's media as cards, or the §2 empty text. */
export function MediaGrid({ categoryCode }: { categoryCode: string }) {
  const { t } = useTranslation();
  const { media, loading, reload } = useCategoryMedia(categoryCode);
  if (!media) return <LoadState loading={loading} failedText={t('mediaLibrary.loadError')} onRetry={reload} />;
  if (media.length === 0) return <p part="media-empty">{t('mediaLibrary.empty')}</p>;
  return (
    <ul css={cardGrid} aria-label={t('mediaLibrary.media')}>
      {media.map((item) => (
        <li key={item.code}>
          <MediaCard media={item} />
        </li>
      ))}
    </ul>
  );
}
