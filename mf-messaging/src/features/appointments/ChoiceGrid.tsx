import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldGroup, GroupError, GroupLabel } from './fieldGroup';

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGridProps {
  legend: ReactNode;
  /** The radios' name: one group per form. */
  name: string;
  choices: Choice[];
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Under the legend, e.g. the time zone of the slots. */
  hint?: ReactNode;
}

/**
 * One choice among a few as a grid of tiles: the durations and the time slots (spec 1 §3 Available
 * time slot). Native radios, so arrow keys move between tiles and taken slots are skipped as disabled.
 */
export function ChoiceGrid({ legend, name, choices, value, onChange, error, hint }: ChoiceGridProps) {
  const errorId = useId();
  return (
    <FieldGroup aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <GroupLabel>{legend}</GroupLabel>
      {hint && <Hint>{hint}</Hint>}
      <Grid>
        {choices.map((choice) => (
          <Tile key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </Tile>
        ))}
      </Grid>
      {error && <GroupError id={errorId}>{error}</GroupError>}
    </FieldGroup>
  );
}

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(84px, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;

// The radio is hidden but focusable; the tile shows its state and its focus ring.
const Tile = styled.label`
  position: relative;
  display: flex;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }

  span {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  input:disabled + span {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
