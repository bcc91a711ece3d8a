import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
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

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

/** An on/off setting that saves as it is switched (visibility, notifications). */
export function Switch({ label, ...input }: SwitchProps) {
  return (
    <Row>
      <span>{label}</span>
      <Track {...input} type="checkbox" role="switch" />
    </Row>
  );
}
