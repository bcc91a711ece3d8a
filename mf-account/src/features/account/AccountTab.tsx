import { bus, Button, useUser } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, Section } from '../../components/layout';
import { SettingSwitches } from '../../components/SettingSwitches';
import { useToggleNotifications } from './api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { LanguageChoice } from './LanguageChoice';
import { NamesForm } from './NamesForm';

/** The Account tab (spec 1 §2 Dialogs 1): names and contact with confirmation, notifications, language, deletion, logout. */
export function AccountTab() {
  const { t } = useTranslation('account');
  const user = useUser();
  const toggleNotifications = useToggleNotifications();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  return (
    <>
      <Section aria-labelledby="account-names">
        <h3 id="account-names">{t('names')}</h3>
        <NamesForm user={user} />
      </Section>
      <Section aria-labelledby="account-notifications">
        <h3 id="account-notifications">{t('notifications')}</h3>
        <SettingSwitches
          save={toggleNotifications.mutateAsync}
          values={{
            peopleNotifications: user.peopleNotifications,
            messageNotifications: user.messageNotifications,
            eventNotifications: user.eventNotifications,
          }}
          labels={{
            peopleNotifications: t('peopleNotifications'),
            messageNotifications: t('messageNotifications'),
            eventNotifications: t('eventNotifications'),
          }}
        />
      </Section>
      <Section>
        <LanguageChoice />
      </Section>
      <Section aria-labelledby="account-session">
        <h3 id="account-session">{t('session')}</h3>
        <Actions>
          <Button variant="secondary" onClick={() => bus.emit('auth.logout', {})}>
            {t('logout')}
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('deleteAccount')}
          </Button>
        </Actions>
      </Section>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </>
  );
}
