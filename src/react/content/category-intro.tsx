import { useId, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { JsxContent } from '../core/jsx/render-jsx';
import { Button } from '../core/ui/button';
import { richText } from './content-styles';

/** §2 "per-category intro text with show more or less": moreContent stays hidden until the visitor asks for it. */
export function CategoryIntro({ content, moreContent }: { content: string | null; moreContent: string | null }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  if (!content && !moreContent) return null;
  return (
    <div css={[richText, { margin: '0 0 24px' }]} part="media-category-intro">
      {content ? <JsxContent source={content} /> : null}
      {moreContent ? (
        <>
          <div id={moreId} hidden={!expanded}>
            {expanded ? <JsxContent source={moreContent} /> : null}
          </div>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('mediaLibrary.showLess') : t('mediaLibrary.showMore')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
