// The style of an image that opens the viewer (issue #16); the tray's, the viewer's and the sticker and location
// messages' own are in their modules' style files, loaded with them.
import { css } from '@emotion/react';

export const imageButton = css`
  display: block;
  padding: 0;
  border: none;
  background: none;
  cursor: zoom-in;
  border-radius: 8px;
`;
