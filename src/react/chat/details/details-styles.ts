import { css } from '@emotion/react';
import { BREAKPOINTS } from '../../core/constants';
import { token } from '../../core/theme/theme';

/** §9 "detail or thread pane 400 px": over the conversation's end side, the whole width where that is less. */
export const pane = css`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  width: min(400px, 100%);
  overflow-y: auto;
  border-inline-start: 1px solid ${token('colorBorder')};
  background: ${token('colorBackground')};
  box-shadow: -2px 0 8px rgb(0 0 0 / 12%);
`;

export const paneHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 12px;
  border-bottom: 1px solid ${token('colorBorder')};
  h2 {
    margin: 0;
    font-size: 1.1em;
  }
`;

export const section = css`
  padding: 8px 12px 16px;
  h3 {
    margin: 8px 0;
    font-size: 0.8em;
    font-weight: 700;
    text-transform: uppercase;
    color: ${token('colorTextMuted')};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** A pane's link-like entry: View members, Leave group ... */
export const entry = css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 0;
  border: 0;
  border-bottom: 1px solid ${token('colorBorder')};
  background: transparent;
  color: ${token('colorPrimary')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export const person = css`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 16px 12px;
  p {
    margin: 0;
  }
`;

/** The members and banned tables: scrolling inside the modal, 10 rows a page. */
export const tableBox = css`
  max-height: min(420px, 60vh);
  overflow-y: auto;
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${token('colorBorder')};
    text-align: start;
    vertical-align: middle;
  }
  th {
    font-size: 0.8em;
    color: ${token('colorTextMuted')};
  }
`;

/** §2 "name (avatar on narrow screens)". */
export const narrowAvatar = css`
  display: inline-flex;
  vertical-align: middle;
  margin-inline-end: 8px;
  @media (min-width: ${BREAKPOINTS.sm}px) {
    display: none;
  }
`;

export const smallButton = css`
  min-height: 32px;
  padding: 4px 10px;
  border: 1px solid ${token('colorPrimary')};
  border-radius: ${token('radius')};
  background: transparent;
  color: ${token('colorPrimary')};
  font: inherit;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const select = css`
  padding: 4px 6px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;
  color: ${token('colorText')};
  background: ${token('colorBackground')};
`;
