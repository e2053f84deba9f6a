import { css } from '@emotion/react';
import { token } from '../../core/theme/theme';

/** §9 "detail or thread pane 400 px": beside the conversation, over it where the panel is narrower. */
export const pane = css`
  position: absolute;
  z-index: 4;
  inset-block: 0;
  inset-inline-end: 0;
  display: flex;
  flex-direction: column;
  width: min(400px, 100%);
  min-height: 0;
  border-inline-start: 1px solid ${token('colorBorder')};
  background: ${token('colorBackground')};
  box-shadow: -2px 0 8px rgb(0 0 0 / 8%);
  &:focus {
    outline: none;
  }
`;

export const title = css`
  margin: 0;
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const partner = css`
  overflow: hidden;
  color: ${token('colorTextMuted')};
  font-size: 13px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const parent = css`
  max-height: 40%;
  overflow-y: auto;
  padding: 8px 12px;
`;

export const separator = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  color: ${token('colorTextMuted')};
  font-size: 12px;
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${token('colorBorder')};
  }
`;
