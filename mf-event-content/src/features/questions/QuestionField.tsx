import { loadPhoneRules, normalizeEmail, textOn } from '@atrium/shared';
import type { Question } from '@atrium/shared/contract';
import { useEffect, type HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxesField, CountryField, DropdownField, RadioField } from './ChoiceFields';
import { describedBy, FieldShell, fieldIds, Hint, Input, TextArea } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { FileField } from './FileField';
import { FaceField, SliderField, StarField } from './RatingFields';
import { kindOf, textLimits } from './rules';

/** One question, drawn by what its type is (spec 2 §3 Question types). */
export function QuestionField({
  formId,
  idPrefix,
  onProblem,
  ...props
}: Omit<FieldProps, 'ids' | 'hint'> & {
  formId: string;
  /** Makes the question's element ids unique on the page, whatever else shows the same form. */
  idPrefix: string;
  onProblem(message: string | null): void;
}) {
  const { question } = props;
  const ids = fieldIds(`${idPrefix}-${question.id}`);
  const field = { ...props, ids, hint: question.hint };
  switch (kindOf(question)) {
    case 'email':
      return <TextInput {...field} type="email" inputMode="email" autoComplete="email" />;
    case 'phone':
      return <PhoneInput {...field} />;
    case 'shortText':
      return <TextInput {...field} type="text" />;
    case 'multilineText':
      return <TextInput {...field} multiline />;
    case 'number':
      return <NumberInput {...field} />;
    case 'date':
      return <TextInput {...field} type="date" />;
    case 'time':
      return <TextInput {...field} type="time" />;
    case 'radio':
      return <RadioField {...field} />;
    case 'dropdown':
      return <DropdownField {...field} />;
    case 'country':
      return <CountryField {...field} />;
    case 'checkboxes':
      return <CheckboxesField {...field} />;
    case 'starRating':
      return <StarField {...field} />;
    case 'faceRating':
      return <FaceField {...field} />;
    case 'slider':
      return <SliderField {...field} />;
    case 'fileUpload':
    case 'profilePicture':
      return <FileField {...field} formId={formId} onProblem={onProblem} />;
    case 'informationBlock':
      return <InformationBlock question={question} />;
    default:
      return null;
  }
}

/**
 * The one-line and several-line text kinds, and the native date and time pickers: bounded by
 * textLimits (the e-mail types' 5..250), with a character counter when there is a maximum
 * (spec 2 §5) and, when the question asks to show its limits, the minimum as a hint.
 */
function TextInput({
  question,
  ids,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type,
  inputMode,
  autoComplete,
}: FieldProps & {
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'email' | 'tel';
  autoComplete?: string;
}) {
  const { t } = useTranslation('event');
  const text = typeof value === 'string' ? value : '';
  const { min, max: bound } = textLimits(question);
  // The e-mail types' fixed 5..250 is no counter's business (spec 2 §5: "other text inputs").
  const email = kindOf(question) === 'email';
  const max = email ? null : bound;
  const counterId = `${ids.control}-counter`;
  const minimum =
    question.showLimit && min !== null && kindOf(question) !== 'email' ? t('questions.atLeast', { min }) : null;
  const hints = [hint, minimum].filter(Boolean).join(' ');
  const control = {
    id: ids.control,
    value: text,
    placeholder: question.placeholder ?? undefined,
    maxLength: bound ?? undefined,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-required': question.isRequired || undefined,
    'aria-describedby': describedBy(ids, {
      hint: Boolean(hints),
      error: Boolean(error),
      extra: max !== null ? counterId : undefined,
    }),
  } as const;
  return (
    <FieldShell question={question} ids={ids} group={false} hint={hints} error={error}>
      {multiline ? (
        <TextArea {...control} rows={question.rows ?? 4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          // An e-mail answer is lowercased and trimmed as it is typed, as every e-mail field (spec 1 §5).
          onChange={(event) => onChange(email ? normalizeEmail(event.target.value) : event.target.value)}
        />
      )}
      {max !== null && (
        <Counter id={counterId} $full={text.length >= max}>
          {t('questions.characters', { count: text.length, max })}
        </Counter>
      )}
    </FieldShell>
  );
}

/** Phone (types 2, 13, 26, 27): checked by the phone rules, which load with the first one drawn. */
function PhoneInput(props: FieldProps) {
  useEffect(() => {
    loadPhoneRules().catch(() => undefined);
  }, []);
  return <TextInput {...props} type="tel" inputMode="tel" autoComplete="tel" />;
}

/** Number (type 14): the browser's number input bound to minValue..maxvalue on the step, both said in the hint. */
function NumberInput({ question, ids, value, onChange, error, hint }: FieldProps) {
  const { t } = useTranslation('event');
  const { minValue: min, maxvalue: max, step } = question;
  const bounds = min !== null && max !== null ? t('questions.numberBounds', { min, max, step: step ?? 1 }) : null;
  const hints = [hint, bounds].filter(Boolean).join(' ');
  return (
    <FieldShell question={question} ids={ids} group={false} hint={hints} error={error}>
      <Input
        id={ids.control}
        type="number"
        inputMode="decimal"
        min={min ?? undefined}
        max={max ?? undefined}
        step={step ?? 'any'}
        value={typeof value === 'string' ? value : ''}
        placeholder={question.placeholder ?? undefined}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={question.isRequired || undefined}
        aria-describedby={describedBy(ids, { hint: Boolean(hints), error: Boolean(error) })}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** Information block (type 500): the organiser's note in its colour; not a field, nothing is answered. */
function InformationBlock({ question }: { question: Question }) {
  const color = question.infoBlockColor && HEX.test(question.infoBlockColor) ? question.infoBlockColor : null;
  return (
    <Note role="note" style={color ? { background: color, color: textOn(color), borderColor: color } : undefined}>
      <strong>{question.title}</strong>
      {question.hint && <p>{question.hint}</p>}
    </Note>
  );
}

const Counter = styled(Hint)<{ $full: boolean }>`
  align-self: flex-end;
  font-variant-numeric: tabular-nums;
  color: ${({ $full, theme }) => ($full ? theme.colors.warning : theme.colors.muted)};
`;

const Note = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #eef4fc;
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
  }
`;
