import { Icon, RATE_MAX, visuallyHidden } from '@atrium/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Fieldset } from './Fieldset';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 1px;
  color: #c98a00;
`;

/** An average rating as stars (spec 2 §2.5 tiles), read as "Rated 4.5 out of 5". */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  const { t } = useTranslation('event');
  const filled = Math.round(value);
  return (
    <Row role="img" aria-label={t('ratedOutOf', { value, max: RATE_MAX })}>
      {Array.from({ length: RATE_MAX }, (_, index) => (
        <Icon key={index} name="star" size={size} filled={index < filled} />
      ))}
    </Row>
  );
}

const Choices = styled.div`
  display: flex;
  gap: 2px;
`;

/** One choice drawn as an icon (a star, a face): its radio hidden, its focus shown around it. */
export const IconChoice = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ $on, theme }) => ($on ? '#c98a00' : theme.colors.muted)};
  cursor: pointer;

  input {
    ${visuallyHidden}
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The 1 to 5 star radios alone, named `name`, for a labelled group around them (StarInput, the question form). */
export function StarChoices({
  name,
  value,
  onChange,
}: {
  name: string;
  /** null: no star chosen yet. */
  value: number | null;
  onChange(value: number): void;
}) {
  const { t } = useTranslation('event');
  return (
    <Choices>
      {Array.from({ length: RATE_MAX }, (_, index) => {
        const stars = index + 1;
        return (
          <IconChoice key={stars} $on={value !== null && stars <= value}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={stars === value}
              aria-label={t('starCount', { count: stars })}
              onChange={() => onChange(stars)}
            />
            <Icon name="star" size={28} filled={value !== null && stars <= value} />
          </IconChoice>
        );
      })}
    </Choices>
  );
}

/** Choosing 1 to 5 stars (spec 2 §4, §5): a radio group, so keyboards and screen readers work. */
export function StarInput({
  value,
  onChange,
  label,
  error,
}: {
  /** null: no star chosen yet. */
  value: number | null;
  onChange(value: number): void;
  label: string;
  error?: string | null;
}) {
  const errorId = useId();
  return (
    <Fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      <StarChoices name="rate" value={value} onChange={onChange} />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Fieldset>
  );
}
