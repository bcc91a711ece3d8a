import { bus, Button, errorMessage, TextField } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, Form, FormError, Muted } from '../../components/layout';
import { PasswordField } from '../../components/PasswordField';
import { PhoneField } from '../../components/PhoneField';
import { useCancelEmailChange, useUpdateProfileForm } from './api';
import { ConfirmNow } from './ConfirmNow';

interface Names {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Asked only while the e-mail differs from the sign-in address (issue 32 item 2). */
  password: string;
}

const valuesOf = (user: User): Names => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  password: '',
});

// Spec 1 §5: e-mail lowercased and trimmed before sending.
const tidyEmail = (email: string) => email.trim().toLowerCase();

/**
 * First name, last name, e-mail and phone (account/updateprofile), e-mail and phone each with
 * 'confirm now' (spec 1 §4). A new e-mail needs the current password and waits for the code sent to
 * it (issue 32 item 2): the field keeps showing the sign-in address until that code is entered.
 */
export function NamesForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  // The form's rules read the sign-in address as it is now, not as it was when the form was made.
  const signInEmail = useRef(user.email);
  signInEmail.current = user.email;
  const cancelChange = useCancelEmailChange();
  const { field, form, submit, busy, formError, errorOf, clear } = useUpdateProfileForm<Names>({
    defaultValues: valuesOf(user),
    // The e-mail goes only when it changes, with the password; a save of the names keeps a wait as it is.
    toBody: ({ email, password, ...values }) => {
      const address = tidyEmail(email);
      return address === signInEmail.current ? values : { ...values, email: address, password };
    },
    onSuccess({ data, message }) {
      if (data) form.reset(valuesOf(data));
      bus.emit('snackbar.show', { message: message ?? t('saved'), kind: 'success' });
    },
  });
  // A confirmed code changes the sign-in address elsewhere (ConfirmNow): the field follows it.
  useEffect(() => {
    form.resetField('email', { defaultValue: user.email });
    form.resetField('password');
  }, [form, user.email]);
  const changingEmail = tidyEmail(form.watch('email')) !== user.email;
  const pending = user.pendingEmail;

  const cancel = async () => {
    try {
      await cancelChange.mutateAsync(user.email);
      bus.emit('snackbar.show', { message: t('emailChangeCancelled'), kind: 'success' });
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextField label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      {changingEmail && (
        <PasswordField
          label={t('currentPassword')}
          hint={t('passwordForEmail')}
          autoComplete="current-password"
          {...field('password')}
        />
      )}
      {pending ? (
        <>
          <Muted>{t('emailPendingNote', { email: user.email })}</Muted>
          <ConfirmNow key={pending} kind="email" confirmed={false} pending={pending}>
            <Button size="sm" variant="secondary" loading={cancelChange.isPending} onClick={() => void cancel()}>
              {t('cancelEmailChange')}
            </Button>
          </ConfirmNow>
        </>
      ) : (
        // Said of the sign-in address: not beside a new one being typed.
        !changingEmail && <ConfirmNow kind="email" confirmed={user.emailConfirmed} />
      )}
      <PhoneField
        control={form.control}
        name="phoneNumber"
        label={t('phoneNumber')}
        error={errorOf('phoneNumber')}
        onEdit={() => clear('phoneNumber')}
      />
      {user.phoneNumber && <ConfirmNow kind="phone" confirmed={user.phoneNumberConfirmed} />}
      {formError && <FormError role="alert">{formError}</FormError>}
      <Actions>
        <Button type="submit" loading={busy}>
          {t('save')}
        </Button>
      </Actions>
    </Form>
  );
}
