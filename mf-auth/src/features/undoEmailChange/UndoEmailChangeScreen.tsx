import { Button, routes, TextField, useFormSubmit } from '@atrium/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, FormError, NewPasswordFields, newPasswordErrors, Note } from '../form';
import { AuthCard } from '../layout';
import { undoEmailChange } from './api';
import { tidyUndoCode, undoCodeLooksRight } from './undoCode';

type Field = 'code' | 'password' | 'passwordRetry';

/**
 * Issue 32 item 2: the page the old address's mail leads to when a sign-in e-mail change was not
 * the owner's doing. ?code= (the mail's link) fills the code; without a link the mail tells the way
 * here from forgot-password. Whoever made the change knew the password, so a new one is chosen.
 * Open signed in or not: the owner may still be signed in on this device.
 */
export function UndoEmailChangeScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({
    code: tidyUndoCode(params.get('code') ?? ''),
    password: '',
    passwordRetry: '',
  });
  const { errors, setErrors, clear, formError, setFormError, busy, run } = useFormSubmit();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setFormError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    if (!values.code) found.code = t('required');
    else if (!undoCodeLooksRight(values.code)) found.code = t('undoCodeFormat');
    Object.assign(found, newPasswordErrors(values, t));
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(['code', 'password', 'passwordRetry'], async () => {
      await undoEmailChange(values);
      navigate(routes.home(), { replace: true });
    });
  };

  return (
    <AuthCard title={t('undoTitle')} withBack>
      <Form onSubmit={submit} noValidate>
        <Note>{t('undoIntro')}</Note>
        <TextField
          label={t('undoCode')}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('undoCodeHint')}
          value={values.code}
          error={errors.code}
          onChange={(e) => change('code', tidyUndoCode(e.target.value))}
        />
        <NewPasswordFields
          labels={{ password: t('newPassword'), passwordRetry: t('newPasswordRetry') }}
          values={values}
          errors={errors}
          onChange={change}
        />
        {formError && <FormError role="alert">{formError}</FormError>}
        <Button type="submit" loading={busy}>
          {t('undoButton')}
        </Button>
      </Form>
    </AuthCard>
  );
}
