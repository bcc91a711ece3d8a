import { Button, RESET_CODE_LENGTH, routes, useFormSubmit } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Form,
  FormError,
  LinkButton,
  MailCodeField,
  Note,
  NewPasswordFields,
  newPasswordErrors,
  useResendCode,
} from '../form';
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
  const resend = useResendCode(() => resendResetCode(email));

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
    Object.assign(found, newPasswordErrors(values, t));
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(['resetToken', 'password', 'passwordRetry'], async () => {
      await resetPassword({ email, ...values, isLive: true });
      navigate(routes.home(), { replace: true });
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Note role="status">{t('codeSentTo', { email })}</Note>
      <MailCodeField
        label={t('resetCode')}
        name="resetToken"
        length={RESET_CODE_LENGTH}
        value={values.resetToken}
        error={errors.resetToken}
        onChange={(code) => change('resetToken', code)}
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
      <LinkButton type="button" disabled={resend.busy} onClick={() => void resend.resend()}>
        {t('resendCode')}
      </LinkButton>
      <LinkButton type="button" onClick={onChangeEmail}>
        {t('changeEmail')}
      </LinkButton>
    </Form>
  );
}
