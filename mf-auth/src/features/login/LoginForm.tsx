import { ApiNetworkError, bus, Button, TextField } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { signIn } from './api';
import { normalizeEmail } from './normalizeEmail';

type Errors = Record<string, string>;

/** The e-mail + password tab of the login screen (spec 1 §2 Login screen). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const clear = (field: string) => {
    setFormError(null);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Errors = {};
    if (!email) local.email = t('required');
    if (!password) local.password = t('required');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const failed = await signIn(normalizeEmail(email), password);
      if (failed) {
        setErrors(failed.validationErrors ?? {});
        setFormError(failed.message);
        return;
      }
      const returnUrl = params.get('returnUrl');
      // Only paths of this origin: a returnUrl must not send a user elsewhere after sign-in.
      navigate(returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/', {
        replace: true,
      });
    } catch (error) {
      const message = error instanceof ApiNetworkError ? error.message : t('unexpected');
      bus.emit('snackbar.show', { message, kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('loginTitle')}>
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
        }}
      />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button type="submit" loading={busy}>
        {t('signIn')}
      </Button>
      <Links>
        <Link to="/forgot-password">{t('forgotPassword')}</Link>
        <Link to="/register">{t('register')}</Link>
      </Links>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
