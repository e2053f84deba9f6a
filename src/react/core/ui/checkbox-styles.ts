import { css } from '@emotion/react';

/**
 * A checkbox and its label side by side, the box large enough to hit. A module of its own: the cookie banner, which
 * every portal visit loads, needs it without the rest of the form styles.
 */
export const checkboxField = css`
  display: flex;
  gap: 8px;
  align-items: center;
  input {
    width: 20px;
    height: 20px;
  }
`;
