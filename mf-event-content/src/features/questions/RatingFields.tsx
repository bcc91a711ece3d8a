import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChoice, StarChoices } from '../../components/Stars';
import { describedBy, FieldShell, Input } from './FieldShell';
import type { FieldProps } from './fieldProps';

/** Star rating (type 200): 1 to 5 stars, the answer the number of stars. */
export function StarField({ question, ids, value, onChange, error, hint }: FieldProps) {
  const stars = typeof value === 'string' && value !== '' ? Number(value) : null;
  return (
    <FieldShell question={question} ids={ids} group hint={hint} error={error}>
      <StarChoices name={ids.control} value={stars} onChange={(chosen) => onChange(String(chosen))} />
    </FieldShell>
  );
}

const FACES = ['1', '2', '3'] as const;
// The mouth of each face, from a frown to a smile.
const MOUTHS = {
  '1': 'M8 17c1.2-1.6 2.5-2.2 4-2.2s2.8.6 4 2.2',
  '2': 'M8.5 15.5h7',
  '3': 'M8 14.5c1.2 1.8 2.5 2.5 4 2.5s2.8-.7 4-2.5',
};

/** Three-face rating (type 201): unhappy, neutral, happy as radios, answered 1, 2 or 3. */
export function FaceField({ question, ids, value, onChange, error, hint }: FieldProps) {
  const { t } = useTranslation('event');
  return (
    <FieldShell question={question} ids={ids} group hint={hint} error={error}>
      <Faces>
        {FACES.map((face) => (
          <Face key={face} $on={value === face} title={t(`questions.faces.${face}`)}>
            <input
              type="radio"
              name={ids.control}
              value={face}
              checked={value === face}
              aria-label={t(`questions.faces.${face}`)}
              onChange={() => onChange(face)}
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="9" cy="10" r="1.2" fill="currentColor" />
              <circle cx="15" cy="10" r="1.2" fill="currentColor" />
              <path d={MOUTHS[face]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </Face>
        ))}
      </Faces>
    </FieldShell>
  );
}

/** Slider (type 202): minValue to maxvalue on its step, its value read out beside it. */
export function SliderField({ question, ids, value, onChange, error, hint }: FieldProps) {
  const { t } = useTranslation('event');
  const current = typeof value === 'string' ? value : '';
  return (
    <FieldShell question={question} ids={ids} group={false} hint={hint} error={error}>
      <Slider>
        <Range
          type="range"
          id={ids.control}
          min={question.minValue ?? 0}
          max={question.maxvalue ?? 100}
          step={question.step ?? 1}
          value={current}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
          onChange={(event) => onChange(event.target.value)}
        />
        <output htmlFor={ids.control} aria-label={t('questions.sliderValue', { value: current })}>
          {current}
        </output>
      </Slider>
    </FieldShell>
  );
}

const Faces = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Face = styled(IconChoice)`
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.muted)};
  background: ${({ $on, theme }) => ($on ? theme.colors.background : 'transparent')};
`;

const Slider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};

  output {
    min-width: 3ch;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: end;
  }
`;

const Range = styled(Input)`
  flex: 1;
  padding: 0;
  border: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;
