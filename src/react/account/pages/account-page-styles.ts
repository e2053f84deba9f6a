import { css } from '@emotion/react';

/** The narrow column of the account pages. */
export const accountPage = css`
  max-width: 640px;
  margin: 0 auto;
  padding: 32px 16px 48px;
`;

export const accountTitle = css`
  margin: 0 0 16px;
  font-size: 28px;
  line-height: 1.2;
  font-weight: 700;
`;
