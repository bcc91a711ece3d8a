import { TextField } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './styles';

type PasswordField = 'password' | 'passwordRetry';

/**
 * A new password and its repeat, with the show/hide toggle of spec 1 §2 Register: one switch for
 * both fields. The toggle keeps one label and says its state with aria-pressed.
 */
export function NewPasswordFields({
  labels,
  values,
  errors,
  onChange,
}: {
  labels: Record<PasswordField, string>;
  values: Record<PasswordField, string>;
  errors: Partial<Record<string, string>>;
  onChange(field: PasswordField, value: string): void;
}) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  return (
    <>
      <TextField
        label={labels.password}
        type={type}
        name="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        value={values.password}
        error={errors.password}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <TextField
        label={labels.passwordRetry}
        type={type}
        name="passwordRetry"
        autoComplete="new-password"
        value={values.passwordRetry}
        error={errors.passwordRetry}
        onChange={(e) => onChange('passwordRetry', e.target.value)}
      />
      <LinkButton type="button" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {t('showPasswords')}
      </LinkButton>
    </>
  );
}
