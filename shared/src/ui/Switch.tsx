import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme';
import { Spinner } from './Spinner';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  /** A line under the label, e.g. what turning it on means. */
  hint?: ReactNode;
  /** The change is on its way to the server: the switch waits, with a spinner. */
  busy?: boolean;
}

const Row = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  input {
    ${visuallyHidden}
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

const Track = styled.span`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.muted};
  transition: background-color 150ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.surface};
    transition: transform 150ms ease;
  }

  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
  }

  input:checked + &::after {
    transform: translateX(20px);
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled + &,
  input[aria-busy='true'] + & {
    opacity: 0.6;
  }
`;

/**
 * An on/off setting that takes effect at once (follow, block, visible on the app): a checkbox with
 * the switch role, so it is a checkbox to the keyboard (Space) and a switch to a screen reader.
 */
export function Switch({ label, hint, busy = false, disabled, className, id, onChange, ...input }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <Row className={className} htmlFor={inputId} $disabled={Boolean(disabled) || busy}>
      <Text>
        {label}
        {hint && <small id={hintId}>{hint}</small>}
      </Text>
      {busy && <Spinner size={16} decorative />}
      <input
        {...input}
        id={inputId}
        type="checkbox"
        role="switch"
        disabled={disabled}
        // While busy it keeps the focus (a disabled input would drop it) but takes no change.
        onChange={busy ? () => undefined : onChange}
        aria-busy={busy || undefined}
        aria-describedby={hint ? hintId : undefined}
      />
      <Track aria-hidden="true" />
    </Row>
  );
}
