import { css } from '@emotion/react';
import { token } from '../core/theme/theme';

export const qaBox = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
`;

export const qaTitle = css`
  margin: 0;
  font-size: 20px;
  line-height: 1.3;
  font-weight: 700;
`;

export const muted = css`
  margin: 0;
  color: ${token('colorTextMuted')};
  font-size: 14px;
`;

export const errorText = css`
  margin: 0;
  color: #b00020;
  font-weight: 600;
`;

export const askForm = css`
  display: grid;
  gap: 8px;
  label {
    font-weight: 600;
  }
  textarea,
  input {
    font: inherit;
    color: inherit;
    background: ${token('colorBackground')};
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${token('colorBorder')};
    border-radius: ${token('radius')};
  }
  textarea {
    resize: vertical;
  }
  textarea:focus-visible,
  input:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const sortGroup = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

export const sortButton = css`
  min-height: 44px;
  padding: 6px 14px;
  border: 2px solid ${token('colorPrimary')};
  border-radius: 999px;
  background: ${token('colorBackground')};
  color: ${token('colorPrimary')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${token('colorPrimary')};
    color: ${token('colorOnPrimary')};
  }
  ${focusRing}
`;

export const questionList = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const questionItem = (highlighted: boolean) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  align-items: start;
  padding: 12px;
  border: ${highlighted ? 3 : 1}px solid ${highlighted ? token('colorPrimary') : token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
`;

export const questionText = css`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

export const questionMeta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  margin: 0;
  color: ${token('colorTextMuted')};
  font-size: 14px;
`;

export const badge = css`
  padding: 0 8px;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 13px;
  font-weight: 600;
`;

export const replyText = css`
  grid-column: 1 / -1;
  margin: 4px 0 0;
  padding: 8px 12px;
  border-left: 4px solid ${token('colorPrimary')};
  background: ${token('colorBackground')};
  overflow-wrap: anywhere;
`;

export const upvoteButton = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 64px;
  min-height: 44px;
  padding: 6px 12px;
  border: 2px solid ${token('colorPrimary')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorPrimary')};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${token('colorPrimary')};
    color: ${token('colorOnPrimary')};
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${token('colorBorder')};
    color: ${token('colorTextMuted')};
  }
  ${focusRing}
`;

export const upvoteCount = css`
  min-width: 64px;
  text-align: center;
  font-weight: 700;
  color: ${token('colorTextMuted')};
`;
