import { css } from '@emotion/react';
import { token } from '../theme/theme';

const column = (maxWidth: number) => css`
  max-width: ${maxWidth}px;
  margin: 0 auto;
  padding: 32px 16px 48px;
`;

/** The readable column every portal page sits in. */
export const pageColumn = column(960);
/** Grids of images (/pages, /mediaLibrary) want more room than a text page. */
export const widePageColumn = column(1200);
/** Forms (the account pages) read best narrow. */
export const narrowPageColumn = column(640);

export const pageTitle = css`
  margin: 0 0 8px;
  font-size: 32px;
  line-height: 1.2;
  font-weight: 700;
`;

export const pageSubtitle = css`
  margin: 0 0 24px;
  font-size: 20px;
  color: ${token('colorTextMuted')};
`;
