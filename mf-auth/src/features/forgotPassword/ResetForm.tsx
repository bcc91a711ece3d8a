import {
  bus,
  Button,
  errorMessage,
  NEW_PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  routes,
  TextField,
  useFormSubmit,
} from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Form, FormError, LinkButton, Note, NewPasswordFields } from '../form';
import { resendResetCode, resetPassword } from './api';

type Field = 'resetToken' | 'password' | 'passwordRetry';

/**
 * Step two of spec 1 §2 Forgot-password: the reset code, the new password twice and a resend link.
 * A successful reset signs the user in (spec 1 §4) and goes home.
 */
export function ResetForm({
  email,
  initialCode,
  onChangeEmail,
}: {
  email: string;
  initialCode: string;
  onChangeEmail(): void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    resetToken: initialCode,
    password: '',
    passwordRetry: '',
  });
  const { errors, setErrors, clear, formError, setFormError, busy, run } = useFormSubmit();
  const resend = useFormSubmit();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setFormError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    if (!values.resetToken) found.resetToken = t('required');
    else if (values.resetToken.length !== RESET_CODE_LENGTH) found.resetToken = t('resetCodeFormat');
    if (!values.password) found.password = t('required');
    else if (values.password.length < NEW_PASSWORD_MIN_LENGTH) found.password = t('passwordTooShort');
    if (!values.passwordRetry) found.passwordRetry = t('required');
    else if (values.password !== values.passwordRetry) found.passwordRetry = t('passwordsDoNotMatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(['resetToken', 'password', 'passwordRetry'], async () => {
      await resetPassword({ email, ...values, isLive: true });
      navigate(routes.home(), { replace: true });
    });
  };

  const resendCode = () =>
    resend.run([], async () => {
      try {
        await resendResetCode(email);
        bus.emit('snackbar.show', { message: t('codeResent'), kind: 'success' });
      } catch (error) {
        // The link has no form of its own: the server's no shows in the snackbar too.
        bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
      }
    });

  return (
    <Form onSubmit={submit} noValidate>
      <Note role="status">{t('codeSentTo', { email })}</Note>
      <TextField
        label={t('resetCode')}
        name="resetToken"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RESET_CODE_LENGTH}
        value={values.resetToken}
        error={errors.resetToken}
        onChange={(e) => change('resetToken', e.target.value.replace(/\D/g, ''))}
      />
      <NewPasswordFields
        labels={{ password: t('newPassword'), passwordRetry: t('newPasswordRetry') }}
        values={values}
        errors={errors}
        onChange={change}
      />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button type="submit" loading={busy}>
        {t('resetButton')}
      </Button>
      <LinkButton type="button" disabled={resend.busy} onClick={() => void resendCode()}>
        {t('resendCode')}
      </LinkButton>
      <LinkButton type="button" onClick={onChangeEmail}>
        {t('changeEmail')}
      </LinkButton>
    </Form>
  );
}
