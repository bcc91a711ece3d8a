import { bus, Button, i18n, isPhoneNumber, TextField } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import { Actions, Form, FormError, Muted, Pair } from '../../components/layout';
import { TextAreaField } from '../../components/TextAreaField';
import { PhoneField } from '../../components/PhoneField';
import { useContactInfoForm } from './api';

interface Contact {
  contactInfo: { company: string; title: string; email: string; cellPhone: string; phone: string; about: string };
}

const valuesOf = ({ contactInfo: c }: User): Contact => ({
  contactInfo: {
    company: c.company ?? '',
    title: c.title ?? '',
    email: c.email ?? '',
    cellPhone: c.cellPhone ?? '',
    phone: c.phone ?? '',
    about: c.about ?? '',
  },
});

/** A number the phone rules refuse (the registration questions' phone answers use the same ones). */
const phoneError = (value: string) =>
  value && isPhoneNumber(value) === false ? i18n.t('common:form.phone') : undefined;

/** What others see on the profile (account/updatecontactinfo, spec 1 §2 Dialogs 1). */
export function ContactInfoForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { form, field, submit, busy, formError, errorOf, clear } = useContactInfoForm<Contact>({
    defaultValues: valuesOf(user),
    // Spec 1 §5: e-mails lowercased and trimmed.
    toBody: ({ contactInfo }) => ({
      contactInfo: { ...contactInfo, email: contactInfo.email.trim().toLowerCase() },
    }),
    check: ({ contactInfo }) => ({
      'contactInfo.cellPhone': phoneError(contactInfo.cellPhone),
      'contactInfo.phone': phoneError(contactInfo.phone),
    }),
    onSuccess({ data, message }) {
      if (data) form.reset(valuesOf(data));
      bus.emit('snackbar.show', { message: message ?? t('saved'), kind: 'success' });
    },
  });

  return (
    <Form onSubmit={submit} noValidate>
      <Muted>{t('contactInfoHint')}</Muted>
      <Pair>
        <TextField label={t('company')} autoComplete="organization" {...field('contactInfo.company')} />
        <TextField label={t('title')} autoComplete="organization-title" {...field('contactInfo.title')} />
      </Pair>
      <TextField label={t('email')} type="email" autoComplete="email" {...field('contactInfo.email')} />
      <Pair>
        <PhoneField
          control={form.control}
          name="contactInfo.cellPhone"
          label={t('cellPhone')}
          error={errorOf('contactInfo.cellPhone')}
          onEdit={() => clear('contactInfo.cellPhone')}
        />
        <PhoneField
          control={form.control}
          name="contactInfo.phone"
          label={t('phone')}
          error={errorOf('contactInfo.phone')}
          onEdit={() => clear('contactInfo.phone')}
        />
      </Pair>
      <TextAreaField label={t('about')} {...field('contactInfo.about')} />
      {formError && <FormError role="alert">{formError}</FormError>}
      <Actions>
        <Button type="submit" loading={busy}>
          {t('save')}
        </Button>
      </Actions>
    </Form>
  );
}
