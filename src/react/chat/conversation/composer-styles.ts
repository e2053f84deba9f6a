// The composer's styles: input row, edit bar, attachment menu and emoji picker (chat-widget.md §2, §9).
import { css } from '@emotion/react';
import { token } from '../../core/theme/theme';

export const composer = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px 12px;
  border-top: 1px solid ${token('colorBorder')};
`;

/** The tools that do not fit beside a usable text field (a phone's stream page) go to a second row. */
export const composerRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 6px;
`;

/** §9 "composer input 50 to 100 px". */
export const composerInput = css`
  flex: 1 1 120px;
  min-width: 120px;
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

/** The tools beside the input: the attachment menu opens above its button. */
export const composerTool = css`
  position: relative;
  display: inline-flex;
`;

export const attachMenu = css`
  position: absolute;
  bottom: calc(100% + 6px);
  inset-inline-start: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  min-width: 200px;
  margin: 0;
  padding: 4px;
  list-style: none;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  box-shadow: 0 6px 20px rgb(0 0 0 / 18%);
`;

export const menuItem = css`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 40px;
  padding: 6px 10px;
  border: 0;
  border-radius: ${token('radius')};
  background: transparent;
  color: ${token('colorText')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  svg {
    color: ${token('colorPrimary')};
  }
  &:hover,
  &:focus-visible {
    background: ${token('colorSurface')};
  }
`;

export const emojiPicker = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
`;

export const emojiSearch = css`
  padding: 6px 10px;
  border: 1px solid ${token('colorBorder')};
  border-radius: 999px;
  background: ${token('colorSurface')};
  color: ${token('colorText')};
  font: inherit;
`;

export const emojiTabs = css`
  display: flex;
  justify-content: space-between;
  border-bottom: 1px solid ${token('colorBorder')};
`;

export const emojiTab = css`
  flex: 1;
  min-width: 28px;
  min-height: 32px;
  padding: 2px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  font-size: 1.125rem;
  cursor: pointer;
  filter: grayscale(0.8);
  &[aria-selected='true'] {
    border-bottom-color: ${token('colorPrimary')};
    filter: none;
  }
  &:hover {
    filter: none;
  }
`;

export const emojiPanel = css`
  min-height: 0;
`;

/** §9 emoji are sent as text; the grid shows 8 a row and scrolls. */
export const emojiGrid = css`
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  max-height: 168px;
  overflow-y: auto;
`;

export const emojiButton = css`
  min-width: 32px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${token('radius')};
  background: transparent;
  font-size: 1.375rem;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${token('colorSurface')};
  }
`;

export const pickerNote = css`
  margin: 12px;
  color: ${token('colorTextMuted')};
  text-align: center;
`;
