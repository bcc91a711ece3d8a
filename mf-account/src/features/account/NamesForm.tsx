import { bus, Button, TextField } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { Actions, Form, FormError } from '../../components/layout';
import { PhoneField } from '../../components/PhoneField';
import { useUpdateProfileForm } from './api';
import { ConfirmNow } from './ConfirmNow';

interface Names {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

const valuesOf = (user: User): Names => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
});

/** First name, last name, e-mail and phone (account/updateprofile), e-mail and phone each with 'confirm now' (spec 1 §4). */
export function NamesForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { field, form, submit, busy, formError, errorOf, clear } = useUpdateProfileForm<Names>({
    defaultValues: valuesOf(user),
    // Spec 1 §5: e-mail lowercased and trimmed before sending; the phone is sent as PhoneField made it.
    toBody: (values) => ({ ...values, email: values.email.trim().toLowerCase() }),
    onSuccess({ data, message }) {
      if (data) form.reset(valuesOf(data));
      bus.emit('snackbar.show', { message: message ?? t('saved'), kind: 'success' });
    },
  });

  return (
    <Form onSubmit={submit} noValidate>
      <TextField label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <ConfirmNow kind="email" confirmed={user.emailConfirmed} />
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
