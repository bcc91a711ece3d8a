import { Button, routes, TextField, useFormSubmit } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmailField, emailError, Form, FormError, normalizeEmail } from '../form';
import { DeviceCheckStatus } from '../proof';
import { signIn } from './api';

/** The e-mail + password tab of the login screen (spec 1 §2 Login screen). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const { errors, setErrors, clear, formError, setFormError, busy, run } = useFormSubmit();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const local: Record<string, string> = {};
    const emailProblem = emailError(email, t);
    if (emailProblem) local.email = emailProblem;
    if (!password) local.password = t('required');
    setErrors(local);
    if (Object.keys(local).length) return;
    void run(['email', 'password'], async () => {
      await signIn(normalizeEmail(email), password, setChecking);
      const returnUrl = params.get('returnUrl');
      // Only paths of this origin: a returnUrl must not send a user elsewhere after sign-in.
      navigate(returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : routes.home(), {
        replace: true,
      });
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <EmailField
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          clear('email');
          setFormError(null);
        }}
      />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
          setFormError(null);
        }}
      />
      {formError && <FormError role="alert">{formError}</FormError>}
      <DeviceCheckStatus checking={checking} />
      <Button type="submit" loading={busy}>
        {t('signIn')}
      </Button>
    </Form>
  );
}
