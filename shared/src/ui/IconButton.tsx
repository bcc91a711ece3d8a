import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  icon: IconName;
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  iconSize?: number;
  filled?: boolean;
}

const Round = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  /* It sits on light cards and dark headers alike. */
  color: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A round, touch-sized button showing one icon, named by `label`. */
export function IconButton({ icon, label, iconSize, filled, type = 'button', ...rest }: IconButtonProps) {
  return (
    <Round {...rest} type={type} aria-label={label}>
      <Icon name={icon} size={iconSize} filled={filled} />
    </Round>
  );
}
