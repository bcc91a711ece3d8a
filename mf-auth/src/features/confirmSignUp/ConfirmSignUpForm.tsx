import { Button, routes, SIGN_UP_CODE_LENGTH, useFormSubmit } from '@atrium/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Form, FormError, LinkButton, MailCodeField, Note, useResendCode } from '../form';
import { confirmSignUp } from './api';

/**
 * The code step of register and fast login (issue 10 item 4): the mail went to the address whether
 * or not it has an account, so the step reads the same either way. The code signs the new account in
 * and goes home, or into the event of the activation code it came with.
 */
export function ConfirmSignUpForm({
  email,
  initialCode = '',
  onResend,
  onChangeEmail,
}: {
  email: string;
  initialCode?: string;
  /** Sends the sign-up again, which mails a new code; without it there is no resend link. */
  onResend?: () => Promise<unknown>;
  onChangeEmail(): void;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const { errors, setErrors, clear, formError, setFormError, busy, run } = useFormSubmit();
  const resend = useResendCode(async () => onResend?.());
  const codeInput = useRef<HTMLInputElement>(null);

  // The step replaces the form the user just sent: their focus goes to the code.
  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!code) return setErrors({ code: t('required') });
    if (code.length !== SIGN_UP_CODE_LENGTH) return setErrors({ code: t('signUpCodeFormat') });
    setErrors({});
    return run(['code'], async () => {
      const slug = await confirmSignUp(email, code);
      navigate(slug ? routes.event(slug) : routes.home(), { replace: true });
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Note role="status">{t('signUpCodeSentTo', { email })}</Note>
      <MailCodeField
        ref={codeInput}
        label={t('signUpCode')}
        name="code"
        length={SIGN_UP_CODE_LENGTH}
        value={code}
        error={errors.code}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
      />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Button type="submit" loading={busy}>
        {t('confirmSignUp')}
      </Button>
      {onResend && (
        <LinkButton type="button" disabled={resend.busy} onClick={() => void resend.resend()}>
          {t('resendCode')}
        </LinkButton>
      )}
      <LinkButton type="button" onClick={onChangeEmail}>
        {t('changeEmail')}
      </LinkButton>
    </Form>
  );
}
