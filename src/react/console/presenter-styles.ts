// The presenter screen's look: white on black (21:1), type sized by the window's height and width so a projector's
// 1280x720 and a 1920x1080 screen both show everything without scrolling.
import { css } from '@emotion/react';

export const screenRoot = css`
  box-sizing: border-box;
  height: 100vh;
  width: 100%;
  overflow: hidden;
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  background: #000;
  color: #fff;
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    Arial,
    sans-serif;
  line-height: 1.2;
  a {
    color: #fff;
  }
`;

export const screenBody = css`
  box-sizing: border-box;
  min-height: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 3vh;
  margin: 0;
  padding: 4vh 5vw 2vh;
`;

export const screenFooter = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 3vw;
  padding: 2vh 5vw 4vh;
`;

export const emphasis = css`
  margin: 0;
  font-size: min(8vh, 6vw);
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const small = css`
  margin: 0;
  font-size: min(3.6vh, 2.6vw);
  font-weight: 400;
  color: #fff;
`;

/** Shorter questions in larger type; the longest a Q&A allows (1000 characters) still fits at 1280x720. */
export function questionFontSize(text: string): string {
  const length = [...text].length;
  const [height, width] = length <= 80 ? [8, 5.6] : length <= 200 ? [6, 4.2] : length <= 450 ? [4.4, 3] : [3, 2];
  return `min(${height}vh, ${width}vw)`;
}

export const loginBox = css`
  box-sizing: border-box;
  max-width: 480px;
  margin: 0 auto;
  padding: 24px;
  font-family: system-ui, sans-serif;
  h1 {
    margin: 0 0 16px;
  }
`;

export const barRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.3em 1em;
  align-items: center;
`;

export const bar = css`
  grid-column: 1 / -1;
  height: 0.5em;
  background: #333;
  border-radius: 0.25em;
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    background: #ffd400;
  }
`;
