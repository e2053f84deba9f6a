// Sticker and location messages' styles, loaded with them.
import { css } from '@emotion/react';

/** A sticker message: the image without a bubble's background, as CometChat's widget shows it. */
export const stickerMessage = css`
  display: block;
  width: 120px;
  height: 120px;
  object-fit: contain;
`;

export const locationCard = css`
  display: flex;
  align-items: center;
  gap: 8px;
  color: inherit;
  text-decoration: underline;
  overflow-wrap: anywhere;
`;
