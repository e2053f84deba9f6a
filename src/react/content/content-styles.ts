import { css } from '@emotion/react';
import { mediaUp, token } from '../core/theme/theme';
import { pageTitle, widePageColumn } from '../core/ui/page-styles';

/** The wide column of /pages and /mediaLibrary. */
export const contentColumn = widePageColumn;

export const contentTitle = css`
  ${pageTitle};
  margin-bottom: 16px;
`;

/** A list without bullets. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** portal.md §9 "Card grid columns: xs 12, sm 6, md, lg, xl 4": one, two, then three cards a row. */
export const cardGrid = css`
  ${plainList};
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A 16:9 image that fills its card. */
export const coverImage = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
`;

/** jsx content: keeps operator markup readable without styling it much. */
export const richText = css`
  line-height: 1.6;
  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${token('colorPrimary')};
  }
`;
