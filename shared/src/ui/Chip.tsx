import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** An Avatar or an Icon, before the text. */
  media?: ReactNode;
  /** The name; a person's in <strong>. */
  label: ReactNode;
  /** A muted line under the name: a title, a firm. */
  detail?: ReactNode;
  /** At the far end: a Badge. */
  end?: ReactNode;
  /** As wide as its list: a row, rather than one chip among others. */
  fullWidth?: boolean;
}

const Box = styled.button<{ $fullWidth: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  > svg {
    flex: none;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Someone or something to open, by picture or icon and name: a program's speaker, a speaker's program, a participant. */
export function Chip({ media, label, detail, end, fullWidth = false, type = 'button', ...rest }: ChipProps) {
  return (
    <Box {...rest} type={type} $fullWidth={fullWidth}>
      {media}
      <Text>
        {label}
        {detail && <small>{detail}</small>}
      </Text>
      {end}
    </Box>
  );
}
