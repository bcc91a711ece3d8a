import styled from 'styled-components';
import { Button, type ButtonProps } from './Button';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'variant' | 'size' | 'fullWidth'> {
  icon: IconName;
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  iconSize?: number;
  filled?: boolean;
}

/** A ghost Button made round and touch-sized, on light cards and dark headers alike. */
const Round = styled(Button)`
  flex: none;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.round};

  &:hover:not(:disabled) {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;

/** A button showing one icon, named by `label`. */
export function IconButton({ icon, label, iconSize, filled, ...rest }: IconButtonProps) {
  return (
    <Round {...rest} variant="ghost" aria-label={label}>
      <Icon name={icon} size={iconSize} filled={filled} />
    </Round>
  );
}
