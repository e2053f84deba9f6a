import { css } from '@emotion/react';
import { BREAKPOINTS } from '../../core/constants';
import { token } from '../../core/theme/theme';

const smallScreen = `@media (max-width: ${BREAKPOINTS.sm - 1}px)`;

export const conversation = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${token('colorBackground')};
`;

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  min-height: 36px;
  padding: 4px 8px;
  border: 1px solid transparent;
  border-radius: ${token('radius')};
  background: transparent;
  color: ${token('colorText')};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${token('colorSurface')};
  }
  &[aria-expanded='true'],
  &[aria-pressed='true'] {
    border-color: ${token('colorPrimary')};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const header = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const headerText = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

export const headerName = css`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const headerStatus = css`
  font-size: 0.875rem;
  color: ${token('colorTextMuted')};
`;

export const avatar = css`
  position: relative;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${token('colorSurface')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`;

export const presenceDot = css`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 12px;
  height: 12px;
  border: 2px solid ${token('colorBackground')};
  border-radius: 50%;
  background: #8a9099;
  &[data-status='online'] {
    background: #1f883d;
  }
`;

export const list = css`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 8px 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const decorator = css`
  margin: auto;
  color: ${token('colorTextMuted')};
`;

export const separator = css`
  align-self: center;
  margin: 8px 0;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${token('colorSurface')};
  color: ${token('colorTextMuted')};
  font-size: 0.8125rem;
`;

export const actionNotice = css`
  align-self: center;
  color: ${token('colorTextMuted')};
  font-size: 0.8125rem;
`;

export const row = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  &[data-own='true'] {
    align-items: flex-end;
  }
`;

/** §9 "bubble max width 65%". */
export const bubble = css`
  max-width: 65%;
  padding: 8px 12px;
  border-radius: 12px;
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &[data-own='true'] {
    background: ${token('colorPrimary')};
    color: ${token('colorOnPrimary')};
  }
  &[data-deleted='true'] {
    font-style: italic;
    background: transparent;
    color: ${token('colorTextMuted')};
    border: 1px solid ${token('colorBorder')};
  }
  &[data-emoji='true'] {
    background: transparent;
    padding: 0;
    line-height: 1.2;
  }
  a {
    color: inherit;
  }
`;

export const senderName = css`
  font-size: 0.75rem;
  color: ${token('colorTextMuted')};
`;

export const meta = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.75rem;
  color: ${token('colorTextMuted')};
`;

export const statusIcon = css`
  display: inline-flex;
  width: 16px;
  height: 16px;
  &[data-status='seen'] {
    color: ${token('colorPrimary')};
  }
  &[data-status='error'] {
    color: #b42318;
  }
`;

/** Issue #14: a failed own message says so in words, with a button to send it again. */
export const failedNotice = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 2px 0 0;
  font-size: 0.8125rem;
  color: #b42318;
`;

export const retryButton = css`
  min-height: 32px;
  padding: 2px 10px;
  border: 1px solid currentColor;
  border-radius: ${token('radius')};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/**
 * Shown while the pointer is over the message or focus is inside it, so keyboard users reach it (§2). It floats
 * on the free side of the row (own bubbles take at most 65 %), so it takes no height from the list.
 */
export const actionBar = css`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  display: flex;
  gap: 4px;
  padding: 2px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  opacity: 0;
  &:focus-within {
    opacity: 1;
  }
  [data-row]:hover > & {
    opacity: 1;
  }
  [data-own='false'] > & {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

/** §9 "thumbnail max 300x200 (150x100 small screens)". */
export const thumbnail = css`
  display: block;
  max-width: 300px;
  max-height: 200px;
  border-radius: 8px;
  ${smallScreen} {
    max-width: 150px;
    max-height: 100px;
  }
`;

export const imagePlaceholder = css`
  width: 300px;
  height: 200px;
  max-width: 100%;
  border-radius: 8px;
  background: ${token('colorBorder')};
  ${smallScreen} {
    width: 150px;
    height: 100px;
  }
`;

/** §9 "video and audio max 250 px". */
export const player = css`
  display: block;
  max-width: 250px;
`;

export const newMessagesBanner = css`
  align-self: center;
  margin: 4px auto;
  padding: 6px 14px;
  border: none;
  border-radius: 999px;
  background: ${token('colorPrimary')};
  color: ${token('colorOnPrimary')};
  font: inherit;
  cursor: pointer;
`;

export const composer = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px 12px;
  border-top: 1px solid ${token('colorBorder')};
`;

export const composerRow = css`
  display: flex;
  align-items: flex-end;
  gap: 6px;
`;

/** §9 "composer input 50 to 100 px". */
export const composerInput = css`
  flex: 1;
  min-height: 50px;
  max-height: 100px;
  padding: 8px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  resize: none;
`;

export const editBar = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border-inline-start: 3px solid ${token('colorPrimary')};
  background: ${token('colorSurface')};
  font-size: 0.875rem;
`;

export const editPreview = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const emojiGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(36px, 1fr));
  gap: 2px;
  max-height: 160px;
  overflow-y: auto;
  padding: 4px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  button {
    font-size: 1.25rem;
  }
`;

export const notice = css`
  padding: 12px;
  color: ${token('colorTextMuted')};
  text-align: center;
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
