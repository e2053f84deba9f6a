import { css } from '@emotion/react';
import { token } from '../../core/theme/theme';

/** The readable column every portal page sits in. */
export const pageColumn = css`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px 16px 48px;
`;

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
