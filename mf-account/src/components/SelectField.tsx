import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorText, Label, Select } from './layout';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** A labelled native select with its error beside it (the keyboard and phones get the platform's picker). */
export function SelectField({
  label,
  error,
  children,
  ...select
}: ComponentPropsWithRef<'select'> & { label: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        {...select}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </Select>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
