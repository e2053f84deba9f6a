// The image viewer overlay's styles, loaded with it.
import { css } from '@emotion/react';

export const viewer = css`
  width: 100vw;
  height: 100vh;
  max-width: 100vw;
  max-height: 100vh;
  margin: 0;
  padding: 0;
  border: none;
  background: rgb(0 0 0 / 90%);
  &::backdrop {
    background: rgb(0 0 0 / 60%);
  }
  &[open] {
    display: grid;
    place-items: center;
  }
  img {
    max-width: calc(100vw - 32px);
    max-height: calc(100vh - 96px);
    object-fit: contain;
  }
`;

export const viewerClose = css`
  position: fixed;
  top: 12px;
  inset-inline-end: 12px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  color: #ffffff;
  background: rgb(255 255 255 / 20%);
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #ffffff;
  }
`;
