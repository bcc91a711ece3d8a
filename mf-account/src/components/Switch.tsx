import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// A checkbox drawn as a switch: the browser keeps its keyboard and screen reader behaviour (role switch).
const Track = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  transition: background-color 150ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #ffffff;
    transition: transform 150ms ease;
  }

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:checked::after {
    transform: translateX(20px);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.6;
  }
`;

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  /** A line under the label: what the switch does. */
  hint?: ReactNode;
  /** Its change is on the way: it takes no other and keeps the focus, which a disabled input would drop. */
  busy?: boolean;
}

/** An on/off setting that saves as it is switched (visibility, notifications, follow, block). */
export function Switch({ label, hint, busy = false, onChange, ...input }: SwitchProps) {
  const hintId = useId();
  return (
    <Row>
      <Text>
        {label}
        {hint && <small id={hintId}>{hint}</small>}
      </Text>
      <Track
        {...input}
        type="checkbox"
        role="switch"
        aria-describedby={hint ? hintId : undefined}
        aria-busy={busy || undefined}
        onChange={busy ? () => undefined : onChange}
      />
    </Row>
  );
}
