import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { token } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary';

export const buttonStyles = (variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${token('radius')};
  border: 2px solid ${token('colorPrimary')};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${variant === 'primary' ? token('colorPrimary') : 'transparent'};
  color: ${variant === 'primary' ? token('colorOnPrimary') : token('colorPrimary')};
  &:hover {
    filter: brightness(1.1);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={buttonStyles(variant)} {...props} />;
}
