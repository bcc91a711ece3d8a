import { fieldControl, VisuallyHidden } from '@atrium/shared';
import type { Question } from '@atrium/shared/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Fieldset } from '../../components/Fieldset';

/** The ids one question's parts are tied together with: its control, hint and error. */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export const fieldIds = (base: string): FieldIds => ({
  control: `${base}-control`,
  hint: `${base}-hint`,
  error: `${base}-error`,
});

/** What a control is described by: the hint shown, any extra (a counter), then the error. */
export function describedBy(ids: FieldIds, { hint, error, extra }: { hint: boolean; error: boolean; extra?: string }) {
  return [hint ? ids.hint : null, extra ?? null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

/**
 * One question's frame: its title as the control's label (or, for a group of radios or boxes, as
 * the fieldset's legend), the required mark, the hint and the error beside it, tied to the control
 * with aria-describedby. `data-question` lets the form put the focus in the first invalid one.
 */
export function FieldShell({
  question,
  ids,
  group,
  hint,
  error,
  children,
}: {
  question: Question;
  ids: FieldIds;
  /** A group of several inputs: a fieldset named by its legend and described by the hint and error. */
  group: boolean;
  hint: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('event');
  const title = (
    <>
      {question.title}
      {question.isRequired && (
        <>
          <Required aria-hidden="true"> *</Required>
          <VisuallyHidden> ({t('questions.required')})</VisuallyHidden>
        </>
      )}
    </>
  );
  const below = (
    <>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </>
  );
  if (group)
    return (
      <Fieldset
        data-question={question.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
      >
        <legend>{title}</legend>
        {children}
        {below}
      </Fieldset>
    );
  return (
    <Single data-question={question.id}>
      <Label htmlFor={ids.control}>{title}</Label>
      {children}
      {below}
    </Single>
  );
}

const Single = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldControl}

  &[multiple] {
    padding: ${({ theme }) => theme.spacing.xs};
  }
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${fieldControl}
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  resize: vertical;
`;

/** A row of radios or boxes, each a label around its input, large enough to touch. */
export const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
