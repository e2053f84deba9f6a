// The sticker tray's styles (chat-widget.md §2, §9 "sticker tray 215 px"), loaded with the tray.
import { css } from '@emotion/react';
import { token } from '../../core/theme/theme';

/** §9 "sticker tray 215 px". */
export const STICKER_TRAY_PX = 215;

export const stickerTray = css`
  display: flex;
  flex-direction: column;
  height: ${STICKER_TRAY_PX}px;
  box-sizing: border-box;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
`;

export const stickerGrid = css`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 4px;
  padding: 8px;
  overflow-y: auto;
  align-content: start;
`;

export const stickerButton = css`
  display: grid;
  place-items: center;
  padding: 4px;
  border: none;
  border-radius: 8px;
  background: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${token('colorSurface')};
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
  }
`;

export const stickerSets = css`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 4px 8px;
  border-top: 1px solid ${token('colorBorder')};
  overflow-x: auto;
`;

export const stickerSetTab = css`
  display: grid;
  place-items: center;
  padding: 2px;
  border: 2px solid transparent;
  border-radius: 8px;
  background: none;
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: ${token('colorPrimary')};
  }
  img {
    width: 28px;
    height: 28px;
    object-fit: contain;
  }
`;

export const stickerNote = css`
  flex: 1;
  display: grid;
  place-items: center;
  margin: 0;
  color: ${token('colorTextMuted')};
`;
