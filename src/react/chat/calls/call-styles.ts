// The call screens' styles (chat-widget.md §2, §9: the alert 250 px wide, the call window at least 400x300).
import { css } from '@emotion/react';
import { token } from '../../core/theme/theme';

/** §9 call alert 250 px. */
export const ALERT_WIDTH_PX = 250;
/** §9 call window min 400x300. */
export const CALL_MIN_WIDTH_PX = 400;
export const CALL_MIN_HEIGHT_PX = 300;

export const incomingAlert = css`
  position: fixed;
  inset-inline-end: 16px;
  top: 16px;
  z-index: 2147483000;
  box-sizing: border-box;
  width: ${ALERT_WIDTH_PX}px;
  padding: 16px;
  display: grid;
  gap: 8px;
  justify-items: center;
  text-align: center;
  border-radius: ${token('radius')};
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  box-shadow: 0 4px 24px rgb(0 0 0 / 25%);
  font-family: ${token('fontFamily')};
`;

export const callName = css`
  margin: 0;
  font-size: 1.1em;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const callKind = css`
  margin: 0;
  color: ${token('colorTextMuted')};
`;

export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;

const button = css`
  min-height: 40px;
  padding: 0 16px;
  border: 0;
  border-radius: 20px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

/** Accept: green with white text (4.9:1). */
export const acceptButton = css`
  ${button};
  background: #1b7f3b;
  color: #fff;
`;

/** Decline and end call: red with white text (5.9:1). */
export const endButton = css`
  ${button};
  background: #b00020;
  color: #fff;
`;

export const toggleButton = css`
  ${button};
  background: #2d333b;
  color: #fff;
  border: 1px solid #8a9099;
  &[aria-pressed='true'] {
    background: #fff;
    color: #1b1f24;
  }
`;

/** §2 the outgoing call screen (full screen) and, with activeWindow, the in-call screen (at least 400x300). */
export const callScreen = css`
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  box-sizing: border-box;
  min-width: ${CALL_MIN_WIDTH_PX}px;
  min-height: ${CALL_MIN_HEIGHT_PX}px;
  padding: 24px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: #1b1f24;
  color: #fff;
  font-family: ${token('fontFamily')};
  text-align: center;
`;

/**
 * The in-call window: at least 400x300 at the page's end corner, so the chat stays usable beside it; the floating
 * panel's launcher moves it to the start corner (the custom properties), clear of its button and panel.
 */
export const activeWindow = css`
  inset: auto;
  inset-inline-start: var(--foyer-call-window-start, auto);
  inset-inline-end: var(--foyer-call-window-end, 16px);
  bottom: 16px;
  width: min(560px, 100vw);
  height: min(420px, 100vh);
  padding: 12px;
  gap: 8px;
  border-radius: ${token('radius')};
  box-shadow: 0 4px 24px rgb(0 0 0 / 35%);
`;

export const busyBanner = css`
  padding: 8px 16px;
  border-radius: ${token('radius')};
  background: #b00020;
  color: #fff;
`;

/** The remote picture fills the stage whatever its size, so arriving frames never move the controls. */
export const stage = css`
  position: relative;
  flex: 1 1 0;
  align-self: stretch;
  min-height: 0;
  overflow: hidden;
  display: grid;
  place-items: center;
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #000;
  }
`;

export const selfView = css`
  && {
    inset: auto;
    inset-inline-end: 8px;
    bottom: 8px;
    width: 25%;
    height: 25%;
  }
  min-width: 96px;
  border: 2px solid #fff;
  border-radius: 4px;
`;

export const controls = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
  align-items: end;
  label {
    display: grid;
    gap: 2px;
    font-size: 0.85em;
    text-align: start;
  }
  select {
    max-width: 180px;
    min-height: 32px;
    font: inherit;
  }
`;

export const callNotice = css`
  position: fixed;
  inset-inline: 0;
  bottom: 24px;
  margin-inline: auto;
  width: fit-content;
  max-width: calc(100% - 32px);
  z-index: 2147483001;
  padding: 10px 16px;
  border-radius: ${token('radius')};
  background: #1b1f24;
  color: #fff;
  font-family: ${token('fontFamily')};
`;
