import { css } from '@emotion/react';
import { token } from '../theme/theme';

export const form = css`
  display: grid;
  gap: 16px;
  max-width: 420px;
`;

export const field = css`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input[type='text'],
  input[type='email'],
  input[type='password'] {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${token('colorBorder')};
    border-radius: ${token('radius')};
    font: inherit;
    color: inherit;
    background: ${token('colorBackground')};
  }
  input:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 1px;
  }
`;

export const fieldError = css`
  margin: 0;
  color: #b00020;
  font-size: 14px;
`;

export const notice = (kind: 'success' | 'error' | 'info') => css`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${token('radius')};
  border-left: 4px solid ${kind === 'error' ? '#b00020' : kind === 'success' ? '#1b7f3b' : token('colorPrimary')};
  background: ${token('colorSurface')};
`;

export const linkButton = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${token('colorPrimary')};
  text-decoration: underline;
  cursor: pointer;
`;
