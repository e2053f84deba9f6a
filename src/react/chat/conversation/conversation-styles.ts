import { css } from '@emotion/react';
import { BREAKPOINTS } from '../../core/constants';
import { token } from '../../core/theme/theme';

const smallScreen = `@media (max-width: ${BREAKPOINTS.sm - 1}px)`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The conversation and its side pane (details), which lies over the conversation's end side. */
export const conversationFrame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  height: 100%;
  min-height: 0;
`;

/** §9 "detail or thread pane 400 px" (src/react/chat/details and threads lay it over the conversation's end). */
export const SIDE_PANE_PX = 400;

/** The conversation beside an open side pane, where both fit. */
export const besideSidePane = css`
  margin-inline-end: ${SIDE_PANE_PX}px;
`;

export const conversation = css`
  position: relative;
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

/** The send button: the composer's one filled control. */
export const sendButton = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${token('colorPrimary')};
  color: ${token('colorOnPrimary')};
  cursor: pointer;
`;

/** An arrow icon that points the other way in right-to-left text (back, send). */
export const mirroredInRtl = css`
  [dir='rtl'] & svg {
    transform: scaleX(-1);
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

export const headerActions = css`
  display: flex;
  gap: 2px;
`;

export const headerStatus = css`
  font-size: 0.875rem;
  color: ${token('colorTextMuted')};
`;

export const list = css`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 8px 12px;
  display: flex;
  flex-direction: column;
  gap: 2px;
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

/** One message: a block's first message keeps a gap above it, the rest sit close under it (issue #14). */
export const row = css`
  position: relative;
  display: flex;
  gap: 8px;
  &[data-first='true'] {
    margin-top: 8px;
  }
`;

/** The column of the sender's avatar beside others' group messages: kept empty inside a block, so bubbles line up. */
export const avatarSlot = css`
  flex: none;
  width: 32px;
`;

export const messageBody = css`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  align-items: flex-start;
  [data-own='true'] > & {
    align-items: flex-end;
  }
`;

/** The bubble with what floats beside it (a block's inner times and the action bar), on the free side. */
export const bubbleLine = css`
  display: flex;
  align-items: flex-end;
  gap: 6px;
  width: 100%;
  [data-own='true'] & {
    flex-direction: row-reverse;
  }
`;

export const inlineMeta = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding-bottom: 2px;
  font-size: 0.75rem;
  color: ${token('colorTextMuted')};
`;

/**
 * A block's inner message times: shown while the pointer is over the message or focus is in it; otherwise only
 * screen readers get them (visually hidden, not display: none), so every message keeps its time for them.
 */
export const hoverTime = css`
  ${visuallyHidden}
  [data-row]:hover &,
  [data-row]:focus-within & {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
  }
`;

/** §9 "bubble max width 65%". */
export const bubble = css`
  max-width: 65%;
  min-width: 0;
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
  /* Inside a block the bubbles join on the sender's side, as in the Stream and CometChat kits. */
  [data-first='false'] > * > * > & {
    border-start-start-radius: 4px;
  }
  [data-last='false'] > * > * > & {
    border-end-start-radius: 4px;
  }
  [data-own='true'][data-first='false'] > * > * > & {
    border-start-start-radius: 12px;
    border-start-end-radius: 4px;
  }
  [data-own='true'][data-last='false'] > * > * > & {
    border-end-start-radius: 12px;
    border-end-end-radius: 4px;
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
  margin-bottom: 2px;
  font-size: 0.75rem;
  font-weight: 600;
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

/** Shown while the pointer is over the message or focus is inside it, so keyboard users reach it (§2). */
export const actionBar = css`
  display: flex;
  align-self: center;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${token('colorBorder')};
  border-radius: 999px;
  background: ${token('colorBackground')};
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
  opacity: 0;
  &:focus-within,
  [data-row]:hover & {
    opacity: 1;
  }
`;

export const actionButton = css`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${token('colorTextMuted')};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${token('colorSurface')};
    color: ${token('colorText')};
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

export const notice = css`
  padding: 12px;
  color: ${token('colorTextMuted')};
  text-align: center;
`;

/** The action bar stays while its reaction picker is open. */
export const actionBarOpen = css`
  opacity: 1;
`;

/** The reaction picker (issue #16): the emoji picker as a popover over the message list, above its message. */
export const reactionPopover = css`
  position: absolute;
  z-index: 3;
  bottom: 100%;
  inset-inline: 8px;
  max-width: 340px;
`;

/** §3 reactions under a bubble: one chip per emoji with its count; the logged-in user's own are pressed. */
export const reactionChips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-top: 2px;
  [data-own='true'] & {
    justify-content: flex-end;
  }
`;

export const reactionChip = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 24px;
  padding: 0 8px;
  border: 1px solid ${token('colorBorder')};
  border-radius: 999px;
  background: ${token('colorBackground')};
  color: ${token('colorText')};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${token('colorPrimary')};
    background: ${token('colorSurface')};
  }
  &:disabled {
    cursor: default;
  }
`;

/** The reply count under a parent (§5), a button that opens its thread. */
export const replyCountButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('colorPrimary')};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** The message list with the live-reaction overlay over it. */
export const listArea = css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;
