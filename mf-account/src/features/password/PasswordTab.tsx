import { bus, Button, useUser } from '@atrium/shared';
import type { ChangePasswordRequest } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { Actions, Form, FormError, Muted } from '../../components/layout';
import { PasswordField } from '../../components/PasswordField';
import { useChangePasswordForm } from './api';

type Passwords = ChangePasswordRequest;
const empty: Passwords = { password: '', newPassword: '', newPasswordRetry: '' };

/** The Password tab (spec 1 §2 Dialogs 1, §5): current, new and retry, and the 6-month advice. */
export function PasswordTab() {
  const { t, i18n } = useTranslation('account');
  const changedAt = useUser()?.passwordUpdateDate;
  const { field, submit, busy, formError, form } = useChangePasswordForm<Passwords>({
    defaultValues: empty,
    // The api says so too (newPasswordRetry); here it is said before anything is sent.
    check: ({ newPassword, newPasswordRetry }) =>
      newPasswordRetry && newPassword !== newPasswordRetry ? { newPasswordRetry: t('passwordsDoNotMatch') } : {},
    onSuccess({ message }) {
      form.reset(empty);
      bus.emit('snackbar.show', { message: message ?? t('passwordChanged'), kind: 'success' });
    },
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Muted>
        {t('passwordAdvice')}{' '}
        {changedAt && t('lastPasswordChange', { date: new Date(changedAt).toLocaleDateString(i18n.language) })}
      </Muted>
      <PasswordField label={t('currentPassword')} autoComplete="current-password" {...field('password')} />
      <PasswordField label={t('newPassword')} autoComplete="new-password" {...field('newPassword')} />
      <PasswordField label={t('newPasswordRetry')} autoComplete="new-password" {...field('newPasswordRetry')} />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Actions>
        <Button type="submit" loading={busy}>
          {t('changePassword')}
        </Button>
      </Actions>
    </Form>
  );
}
