import { css } from '@emotion/react';
import { useTranslation } from '../core/i18n/translator';
import { Link } from 'react-router';
import { token } from '../core/theme/theme';
import { cardGrid, contentColumn, contentTitle, coverImage } from './content-styles';
import { LoadState } from './load-state';
import { usePages } from './use-content';
import { useEventUrl } from '../core/api/event-url';

const coverLink = css`
  display: block;
  border-radius: ${token('radius')};
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
`;

/** §2 /pages: the grid of page cover images, each a link to its content page; the image names the page. */
export function PagesPage() {
  const { t } = useTranslation();
  const { pages, loading, reload } = usePages();
  const eventUrl = useEventUrl();
  return (
    <div css={contentColumn} part="content-pages">
      <h1 css={contentTitle}>{t('pages.title')}</h1>
      {!pages ? (
        <LoadState loading={loading} failedText={t('pages.loadError')} onRetry={reload} />
      ) : pages.length === 0 ? (
        <p>{t('pages.empty')}</p>
      ) : (
        <ul css={cardGrid}>
          {pages.map((page) => (
            <li key={page.code} part="content-page-cover">
              <Link to={`/pages/${encodeURIComponent(page.code)}`} css={coverLink}>
                <img src={eventUrl(page.coverImg)} alt={page.name} css={coverImage} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
