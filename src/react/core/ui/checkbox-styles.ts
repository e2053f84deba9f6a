import { css } from '@emotion/react';

/**
 * A checkbox and its label side by side, the box large enough to hit, and an error under the label (not beside it).
 * A module of its own: the cookie banner, which every portal visit loads, needs it without the rest of the form styles.
 */
export const checkboxField = css`
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr);
  gap: 4px 8px;
  align-items: center;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  label {
    overflow-wrap: anywhere;
  }
  & > :nth-child(n + 3) {
    grid-column: 2;
  }
`;
