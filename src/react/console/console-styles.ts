import { css } from '@emotion/react';
import { token } from '../core/theme/theme';

export const consoleRoot = css`
  display: grid;
  gap: 16px;
  padding: 24px;
  color: ${token('colorText')};
  font-family: system-ui, sans-serif;
  max-width: 1280px;
  box-sizing: border-box;
  width: 100%;
  margin: 0 auto;
  h1,
  h2,
  h3 {
    margin: 0;
  }
  button:focus-visible,
  input:focus-visible,
  [role='tab']:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

export const headerRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
`;

export const tabList = css`
  display: flex;
  gap: 4px;
  border-bottom: 2px solid ${token('colorBorder')};
`;

export const tab = (selected: boolean) => css`
  min-height: 44px;
  padding: 8px 16px;
  border: 0;
  border-bottom: 4px solid ${selected ? token('colorPrimary') : 'transparent'};
  background: transparent;
  font: inherit;
  font-weight: ${selected ? 700 : 400};
  color: ${selected ? token('colorPrimary') : token('colorText')};
  cursor: pointer;
`;

export const cardGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

export const card = css`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const muted = css`
  margin: 0;
  color: ${token('colorTextMuted')};
`;

export const errorText = css`
  margin: 0;
  color: #b00020;
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px;
    border-bottom: 1px solid ${token('colorBorder')};
  }
`;

export const plainList = css`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 6px;
`;

export const wordRow = css`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;

export const smallButton = css`
  min-height: 44px;
  min-width: 44px;
  padding: 4px 12px;
  border: 1px solid ${token('colorPrimary')};
  border-radius: ${token('radius')};
  background: transparent;
  color: ${token('colorPrimary')};
  font: inherit;
  cursor: pointer;
`;
