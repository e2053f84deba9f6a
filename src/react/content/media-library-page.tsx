import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { useSearchParams } from 'react-router';
import { token } from '../core/theme/theme';
import { buttonStyles } from '../core/ui/button';
import { CategoryIntro } from './category-intro';
import { contentColumn, contentTitle } from './content-styles';
import { LoadState } from './load-state';
import { MediaGrid } from './media-grid';
import { useMediaCategories, type MediaCategory } from './use-content';

/** The query parameter that keeps the chosen category across reloads and shared links. */
export const CATEGORY_PARAM = 'category';

const categoryBar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
`;

/** §2 /mediaLibrary: category buttons, the chosen category's intro, and its media. */
export function MediaLibraryPage() {
  const { t } = useTranslation();
  const { categories, loading, reload } = useMediaCategories();
  const [searchParams, setSearchParams] = useSearchParams();
  const headingId = useId();
  const chosen = categories?.find((category) => category.code === searchParams.get(CATEGORY_PARAM)) ?? categories?.[0];

  const choose = (category: MediaCategory) =>
    setSearchParams({ [CATEGORY_PARAM]: category.code }, { replace: true, preventScrollReset: true });

  return (
    <div css={contentColumn} part="media-library">
      <h1 css={contentTitle}>{t('mediaLibrary.title')}</h1>
      {!categories ? (
        <LoadState loading={loading} failedText={t('mediaLibrary.loadError')} onRetry={reload} />
      ) : !chosen ? (
        <p>{t('mediaLibrary.empty')}</p>
      ) : (
        <>
          <div css={categoryBar} role="group" aria-label={t('mediaLibrary.categories')} part="media-categories">
            {categories.map((category) => (
              <button
                key={category.code}
                type="button"
                aria-pressed={category.code === chosen.code}
                css={buttonStyles(category.code === chosen.code ? 'primary' : 'secondary')}
                onClick={() => choose(category)}
              >
                {category.name}
              </button>
            ))}
          </div>
          <section aria-labelledby={headingId} key={chosen.code}>
            <h2 id={headingId} css={{ margin: '0 0 12px', fontSize: 24, color: token('colorText') }}>
              {chosen.name}
            </h2>
            <CategoryIntro content={chosen.content} moreContent={chosen.moreContent} />
            <MediaGrid categoryCode={chosen.code} />
          </section>
        </>
      )}
    </div>
  );
}
