import { Button, NEW_PASSWORD_MIN_LENGTH, routes, TextField, useFormSubmit } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ActivationCodeField,
  activationCodeForServer,
  isCompleteActivationCode,
  maskActivationCode,
} from '../fastLogin';
import { ConfirmSignUpForm } from '../confirmSignUp';
import { EmailField, emailError, Form, FormError, Links, NewPasswordFields, normalizeEmail } from '../form';
import { PolicyCheckboxes, policyWarning, usePolicies, usePolicyBoxes } from '../policy';
import { signUp } from './api';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordRetry' | 'activationCode';
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'password', 'passwordRetry', 'activationCode'];

/**
 * Spec 1 §2 Register screen, with the query prefill activationCode, email, password, firstName and
 * lastName. Success mails a code (issue 10 item 4), whose step signs the new account in and goes
 * home; the mail's link ?code=&email= opens that step filled in.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState(() => (params.get('code') && normalizeEmail(params.get('email') ?? '')) || null);
  const lists = usePolicies();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
    email: normalizeEmail(params.get('email') ?? ''),
    password: params.get('password') ?? '',
    passwordRetry: '',
    activationCode: maskActivationCode(params.get('activationCode') ?? ''),
  }));
  // The code field is there only when the link brought one.
  const [withCode] = useState(() => Boolean(params.get('activationCode')));
  const { errors, setErrors, clear, formError, setFormError, busy, run } = useFormSubmit();
  const { boxes, change: changeBox } = usePolicyBoxes(clear);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const localErrors = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const field of ['firstName', 'lastName', 'password', 'passwordRetry'] as const) {
      if (!values[field].trim()) found[field] = t('required');
    }
    const email = emailError(values.email, t);
    if (email) found.email = email;
    if (values.password && values.password.length < NEW_PASSWORD_MIN_LENGTH) found.password = t('passwordTooShort');
    if (values.passwordRetry && values.password !== values.passwordRetry) {
      found.passwordRetry = t('passwordsDoNotMatch');
    }
    if (values.activationCode && !isCompleteActivationCode(values.activationCode)) {
      found.activationCode = t('activationCodeFormat');
    }
    return found;
  };

  const send = () =>
    signUp({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: normalizeEmail(values.email),
      password: values.password,
      passwordRetry: values.passwordRetry,
      ...boxes,
      activationCode: values.activationCode ? activationCodeForServer(values.activationCode) : null,
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Every error at once: the fields' and the policies' (issue 11 item 7).
    const policies = policyWarning(lists, boxes, t);
    const found = { ...localErrors(), ...policies.fields };
    setFormError(policies.message);
    setErrors(found);
    if (Object.keys(found).length) return;
    void run([...FIELDS, 'checkbox', 'checkbox2'], async () => {
      setSentTo((await send()).email);
    });
  };

  if (sentTo) {
    return (
      <ConfirmSignUpForm
        email={sentTo}
        initialCode={params.get('code') ?? ''}
        // Resending is signing up again: a step opened from the mail's link has no form to send.
        onResend={values.password ? send : undefined}
        onChangeEmail={() => setSentTo(null)}
      />
    );
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Names>
        <TextField
          label={t('firstName')}
          name="firstName"
          autoComplete="given-name"
          maxLength={100}
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => change('firstName', e.target.value)}
        />
        <TextField
          label={t('lastName')}
          name="lastName"
          autoComplete="family-name"
          maxLength={100}
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => change('lastName', e.target.value)}
        />
      </Names>
      <EmailField value={values.email} error={errors.email} onChange={(value) => change('email', value)} />
      <NewPasswordFields
        labels={{ password: t('password'), passwordRetry: t('passwordRetry') }}
        values={values}
        errors={errors}
        onChange={change}
      />
      {withCode && (
        <ActivationCodeField
          value={values.activationCode}
          error={errors.activationCode}
          onChange={(value) => change('activationCode', value)}
        />
      )}
      <PolicyCheckboxes lists={lists} boxes={boxes} errors={errors} onChange={changeBox} />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button type="submit" loading={busy}>
        {t('registerButton')}
      </Button>
      <Links>
        <span>
          {t('haveAccount')} <Link to={routes.login()}>{t('signInLink')}</Link>
        </span>
        <Link to={routes.forgotPassword()}>{t('forgotPassword')}</Link>
      </Links>
    </Form>
  );
}

const Names = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.md};

  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;
