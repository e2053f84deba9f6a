import { css } from '@emotion/react';
import { narrowPageColumn, pageTitle } from '../../core/ui/page-styles';

/** The narrow column of the account pages. */
export const accountPage = narrowPageColumn;

export const accountTitle = css`
  ${pageTitle};
  margin-bottom: 16px;
  font-size: 28px;
`;
