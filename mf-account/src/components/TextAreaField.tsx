import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ErrorText, Label, TextArea } from './layout';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** TextField's several-line sibling: a label, the text, and its error beside it. */
export function TextAreaField({
  label,
  error,
  ...textarea
}: ComponentPropsWithRef<'textarea'> & { label: string; error?: string }) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        {...textarea}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
