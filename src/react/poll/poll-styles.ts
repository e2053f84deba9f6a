import { css } from '@emotion/react';
import { token } from '../core/theme/theme';

export const pollBox = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
`;

export const pollTitle = css`
  margin: 0;
  font-size: 20px;
  line-height: 1.3;
  font-weight: 700;
`;

export const pollImage = css`
  max-width: 100%;
  height: auto;
  border-radius: ${token('radius')};
`;

export const optionList = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const optionButton = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  overflow: hidden;
  border: 2px solid ${token('colorPrimary')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &[aria-pressed='true'] {
    font-weight: 700;
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${token('colorBorder')};
  }
  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

/** The share of votes behind an option's label. */
export const resultBar = css`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${token('colorSurface')};
  z-index: 0;
`;

export const aboveBar = css`
  position: relative;
  z-index: 1;
`;

export const hint = css`
  margin: 0;
  color: ${token('colorTextMuted')};
  font-size: 14px;
`;

export const errorText = css`
  margin: 0;
  color: #b00020;
  font-weight: 600;
`;
