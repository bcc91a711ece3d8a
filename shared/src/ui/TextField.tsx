import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Spec 1 §5: an e-mail is lowercased and trimmed on input and before sending. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  /** A server validation error or a local one, shown beside the field (spec 1 §5, §8). */
  error?: string | null;
  /** Advice under the field, e.g. the password hint of spec 1 §5. */
  hint?: ReactNode;
  className?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** The look of a text control (input, select, textarea) of any form, red-bordered while $invalid. */
export const fieldControl = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  /* 16 px keeps iOS Safari from zooming into the field. */
  font: inherit;
  font-size: 16px;

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${fieldControl}

  &:disabled,
  &:read-only {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export function TextField({
  label,
  error,
  hint,
  className,
  id,
  'aria-describedby': describedBy,
  onChange,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describers = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        {...input}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined}
        $invalid={Boolean(error)}
        onChange={(event) => {
          // Every e-mail field, controlled or registered with a form, holds the address as it is sent (spec 1 §5).
          if (input.type === 'email') {
            const email = normalizeEmail(event.target.value);
            if (email !== event.target.value) event.target.value = email;
          }
          onChange?.(event);
        }}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
