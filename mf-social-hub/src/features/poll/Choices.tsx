import { useId } from 'react';
import { visuallyHidden } from '@atrium/shared';
import styled from 'styled-components';

export interface Choice {
  value: string;
  label: string;
}

/** One answer to pick, as native radios: arrow keys move between them, Space picks (the hub's and the live poll). */
export function Choices({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  choices: Choice[];
  value: string | null;
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <Group disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <Option key={choice.value} $checked={choice.value === value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    ${visuallyHidden}
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
