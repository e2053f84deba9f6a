import { css } from '@emotion/react';
import { useTranslation } from '../core/i18n/translator';
import { Link, useParams } from 'react-router';
import { JsxContent } from '../core/jsx/render-jsx';
import { token } from '../core/theme/theme';
import { buttonStyles } from '../core/ui/button';
import { SmartLink } from '../core/ui/smart-link';
import { contentColumn, contentTitle, plainList, richText } from './content-styles';
import { GRID_COLUMNS, gridSpanStyle } from './grid-span';
import { LoadState } from './load-state';
import { usePageContent, type ContentPage } from './use-content';
import { useEventUrl } from '../core/api/event-url';

const titleImage = css`
  display: block;
  width: 100%;
  height: auto;
  margin: 0 0 24px;
  border-radius: ${token('radius')};
`;

const preTextStyle = css`
  margin: 0 0 4px;
  font-size: 14px;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${token('colorTextMuted')};
`;

const buttonRow = css`
  ${plainList};
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 24px 0 0;
`;

const graphicsGrid = css`
  ${plainList};
  display: grid;
  grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr));
  gap: 16px;
  margin: 32px 0 0;
`;

const graphicImage = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${token('radius')};
`;

/** §2 /pages/{code}: one content page, or a not-found notice with the way back to the grid. */
export function ContentPagePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const { page, loading, error, reload } = usePageContent(code);
  return (
    <div css={contentColumn} part="content-page">
      <p css={{ margin: '0 0 16px' }}>
        <Link to="/pages" css={{ color: token('colorPrimary') }}>
          {t('pages.back')}
        </Link>
      </p>
      {page ? (
        <PageBody page={page} />
      ) : error === 'notFound' ? (
        <>
          <h1 css={contentTitle}>{t('pages.notFound')}</h1>
          <p>{t('pages.notFoundText')}</p>
        </>
      ) : (
        <LoadState loading={loading} failedText={t('pages.loadError')} onRetry={reload} />
      )}
    </div>
  );
}

/** titleImg, preText, the title (navTitle, else the page's name), content, buttons and bottomGraphics. */
function PageBody({ page }: { page: ContentPage }) {
  const { t } = useTranslation();
  const eventUrl = useEventUrl();
  return (
    <article>
      {page.titleImg ? (
        <img src={eventUrl(page.titleImg)} alt="" css={titleImage} part="content-page-title-image" />
      ) : null}
      <header>
        {page.preText ? <p css={preTextStyle}>{page.preText}</p> : null}
        <h1 css={contentTitle}>{page.navTitle ?? page.name}</h1>
      </header>
      {page.content ? (
        <div css={richText}>
          <JsxContent source={page.content} />
        </div>
      ) : null}
      {page.buttons.length > 0 ? (
        <ul css={buttonRow} aria-label={t('pages.actions')}>
          {page.buttons.map((button) => (
            <li key={`${button.link}-${button.label}`}>
              <SmartLink link={button.link} openInNewTab={button.openInNewTab} css={buttonStyles('primary')}>
                {button.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      {page.bottomGraphics.length > 0 ? (
        <ul css={graphicsGrid} part="content-page-graphics">
          {page.bottomGraphics.map((graphic, index) => (
            <li key={`${graphic.img}-${index}`} css={gridSpanStyle(graphic.gridAttr)}>
              {graphic.link ? (
                <SmartLink link={graphic.link} openInNewTab={graphic.openInNewTab} css={{ display: 'block' }}>
                  <img src={eventUrl(graphic.img)} alt={graphic.alt} css={graphicImage} />
                </SmartLink>
              ) : (
                <img src={eventUrl(graphic.img)} alt={graphic.alt} css={graphicImage} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
