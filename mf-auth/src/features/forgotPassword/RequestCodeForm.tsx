import { Button, useFormSubmit } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, emailError, Form, FormError, normalizeEmail, Note } from '../form';
import { requestResetCode } from './api';

/** Step one of spec 1 §2 Forgot-password: the e-mail. */
export function RequestCodeForm({ initialEmail, onSent }: { initialEmail: string; onSent(email: string): void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const { errors, setErrors, clear, formError, setFormError, busy, run } = useFormSubmit();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const emailProblem = emailError(email, t);
    if (emailProblem) return setErrors({ email: emailProblem });
    void run(['email'], async () => {
      const sent = await requestResetCode(normalizeEmail(email));
      onSent(sent.email);
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Note>{t('forgotIntro')}</Note>
      <EmailField
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          clear('email');
        }}
      />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button type="submit" loading={busy}>
        {t('sendCode')}
      </Button>
    </Form>
  );
}
