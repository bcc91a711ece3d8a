import { Button, TextField } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormError, needsFormMessage, normalizeEmail, Note, useFieldErrors, useSubmit } from '../form';
import { requestResetCode } from './api';

/** Step one of spec 1 §2 Forgot-password: the e-mail. */
export function RequestCodeForm({ initialEmail, onSent }: { initialEmail: string; onSent(email: string): void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const { errors, setErrors, clear } = useFieldErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!email) return setErrors({ email: t('required') });
    void run(async () => {
      const res = await requestResetCode(normalizeEmail(email));
      if (res.hasError || !res.data) {
        setErrors(res.validationErrors ?? {});
        if (needsFormMessage(res.validationErrors, ['email'])) setFormError(res.message);
        return;
      }
      onSent(res.data.email);
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Note>{t('forgotIntro')}</Note>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(normalizeEmail(e.target.value));
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
