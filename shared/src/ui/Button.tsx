import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';
import { useMinimumLoading } from './useMinimumLoading';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button, for at least 500 ms once started (spec 1 §9). */
  loading?: boolean;
  fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  ghost: css`
    background: transparent;
    /* Ghost buttons sit on light cards and dark headers alike. */
    color: inherit;
    border-color: transparent;
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.dangerText};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'sm' | 'md'; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  min-height: ${({ theme, $size }) => ($size === 'sm' ? '36px' : theme.touchTarget)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.spacing.sm : theme.spacing.md)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition:
    filter 150ms ease,
    background-color 150ms ease;
  ${({ $variant }) => variants[$variant]}

  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const busy = useMinimumLoading(loading);
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {busy && <Spinner size={16} decorative />}
      {children}
    </StyledButton>
  );
}
