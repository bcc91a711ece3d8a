import { Button, routes, TextField, useFormSubmit } from '@atrium/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmSignUpForm } from '../confirmSignUp';
import { EmailField, emailError, Form, FormError, LinkButton, normalizeEmail } from '../form';
import { PolicyCheckboxes, policyWarning, usePolicies, usePolicyBoxes } from '../policy';
import { DeviceCheckStatus } from '../proof';
import { completeSignIn } from '../session';
import { ActivationCodeField } from './ActivationCodeField';
import { activationCodeForServer, isCompleteActivationCode, maskActivationCode } from './activationCode';
import { fastLogin } from './api';

/**
 * Spec 1 §4: the code alone first; the e-mail when the server asks; then the password, e-mail locked.
 * 'mailCode': the password did not sign in, so the address got a mail, with a code when it is new
 * (issue 10 item 4); the step reads the same whether or not the address has an account.
 */
type Step = 'code' | 'email' | 'password' | 'mailCode';

/**
 * The fast-login tab of the login screen (spec 1 §2, §4). `initialCode` comes from ?activationCode=
 * and is submitted at once.
 */
export function FastLoginForm({ initialCode }: { initialCode?: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const lists = usePolicies();
  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState(() => maskActivationCode(initialCode ?? ''));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const { errors, setErrors, clear, formError, setFormError, busy, run } = useFormSubmit();
  const { boxes, change: changeBox } = usePolicyBoxes(clear);
  const passwordInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const send = () =>
    fastLogin(
      {
        activationCode: activationCodeForServer(code),
        emailAddress: step === 'code' ? '' : normalizeEmail(email),
        password: step === 'code' || step === 'email' ? '' : password,
        ...boxes,
      },
      setChecking,
    );

  const submit = () => {
    // Every error of the step at once (issue 11 item 7).
    const found: Record<string, string> = {};
    if (!code) found.activationCode = t('fill_blank_input');
    else if (!isCompleteActivationCode(code)) found.activationCode = t('activationCodeFormat');
    const emailProblem = step === 'code' ? null : emailError(email, t, t('emailRequiredFastLogin'));
    if (emailProblem) found.emailAddress = emailProblem;
    let warning: string | null = null;
    if (step === 'password') {
      if (!password) found.password = t('passwordRequiredFastLogin');
      // The boxes matter when the code signs someone in (or makes their account), at the last step.
      const policies = policyWarning(lists, boxes, t);
      Object.assign(found, policies.fields);
      warning = policies.message;
    }
    setFormError(warning);
    setErrors(found);
    if (Object.keys(found).length) return;
    const shown = [
      'activationCode',
      'checkbox',
      'checkbox2',
      ...(step === 'code' ? [] : ['emailAddress']),
      ...(step === 'password' ? ['password'] : []),
    ];
    return run(shown, async () => {
      const answer = await send();
      const { token, slug, emailRequired, passwordRequired, codeRequired } = answer;
      if (token && slug) {
        await completeSignIn(token);
        // Spec 1 §4: fast login goes to the event named by the answer.
        navigate(routes.event(slug), { replace: true });
      } else if (codeRequired) {
        setStep('mailCode');
      } else if (passwordRequired) {
        if (answer.email) setEmail(answer.email);
        setStep('password');
      } else if (emailRequired) {
        setStep('email');
      }
    });
  };

  // Move focus to the field that just appeared, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (step === 'email') emailInput.current?.focus();
    if (step === 'password') passwordInput.current?.focus();
  }, [step]);

  // ?activationCode= fills the code and submits it once, as the link's owner would (spec 1 §2 login).
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!initialCode || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit();
    // Only the first render's code is submitted by itself; later edits wait for the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step === 'mailCode') {
    return (
      <ConfirmSignUpForm
        email={email}
        onResend={send}
        onChangeEmail={() => {
          setPassword('');
          setStep('email');
        }}
      />
    );
  }

  return (
    <Form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ActivationCodeField
        hint={step === 'code' ? t('activationCodeHint') : undefined}
        value={code}
        error={errors.activationCode}
        onChange={(value) => {
          setCode(value);
          clear('activationCode');
        }}
      />
      {step !== 'code' && (
        <EmailField
          ref={emailInput}
          readOnly={step === 'password'}
          hint={step === 'email' && !errors.emailAddress ? t('emailRequiredFastLogin') : undefined}
          value={email}
          error={errors.emailAddress}
          onChange={(value) => {
            setEmail(value);
            clear('emailAddress');
          }}
        />
      )}
      {step === 'password' && (
        <>
          <LinkButton
            type="button"
            onClick={() => {
              setPassword('');
              setErrors({});
              setStep('email');
            }}
          >
            {t('changeEmail')}
          </LinkButton>
          <TextField
            ref={passwordInput}
            label={t('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            // The same words as the error for an empty password: shown once, as a hint or as the error.
            hint={errors.password ? undefined : t('passwordRequiredFastLogin')}
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              clear('password');
            }}
          />
        </>
      )}
      <PolicyCheckboxes lists={lists} boxes={boxes} errors={errors} onChange={changeBox} />
      {formError && <FormError role="alert">{formError}</FormError>}
      <DeviceCheckStatus checking={checking} />
      <Button type="submit" loading={busy}>
        {step === 'password' ? t('signIn') : t('continue')}
      </Button>
    </Form>
  );
}
