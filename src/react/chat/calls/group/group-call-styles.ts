// The group call's styles (chat-widget.md §9: the call card at most 305 px wide; the alert and the call window as
// for one-to-one calls, call-styles.ts).
import { css } from '@emotion/react';
import { token } from '../../../core/theme/theme';

/** §9 call card 305 px. */
export const CALL_CARD_MAX_WIDTH_PX = 305;

export const card = css`
  box-sizing: border-box;
  max-width: ${CALL_CARD_MAX_WIDTH_PX}px;
  padding: 12px;
  display: grid;
  gap: 8px;
  border-radius: ${token('radius')};
  border: 1px solid ${token('colorBorder')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  p {
    margin: 0;
  }
`;

export const cardTitle = css`
  font-weight: 600;
`;

export const hint = css`
  color: ${token('colorTextMuted')};
  font-size: 0.9em;
`;

/** The participants' videos: as many columns as fit, each picture as large as the window allows. */
export const grid = css`
  flex: 1 1 0;
  align-self: stretch;
  min-height: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  grid-auto-rows: minmax(0, 1fr);
  gap: 6px;
`;

export const tile = css`
  position: relative;
  min-height: 90px;
  overflow: hidden;
  border-radius: 4px;
  background: #000;
  &:focus-within,
  &:focus {
    outline: 3px solid ${token('colorPrimary')};
  }
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const tileName = css`
  position: absolute;
  inset-inline-start: 4px;
  bottom: 4px;
  padding: 2px 6px;
  border-radius: 4px;
  background: rgb(0 0 0 / 70%);
  color: #fff;
  font-size: 0.85em;
`;
