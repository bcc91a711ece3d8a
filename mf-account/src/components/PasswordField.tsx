import { TextField, type TextFieldProps } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Toggle = styled.button`
  flex: none;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  /* Beside the input, under the field's label (a small line and the field's gap). */
  margin-top: calc(
    ${({ theme }) => theme.font.size.sm} * ${({ theme }) => theme.font.lineHeight} + ${({ theme }) => theme.spacing.xs}
  );
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A password input with its own show/hide toggle (spec 1 §2 Dialogs 1 Password). */
export function PasswordField({ label, hint, error, ...input }: TextFieldProps & { label: string }) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <Row>
      <TextField {...input} label={label} hint={hint} error={error} type={shown ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-pressed={shown}
        aria-label={t('showPassword', { field: label })}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('hide') : t('show')}
      </Toggle>
    </Row>
  );
}
