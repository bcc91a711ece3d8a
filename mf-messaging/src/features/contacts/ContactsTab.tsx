import { bus, Button, DEBOUNCE_MS, Icon, useUser } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { contactPages } from './api';
import { ContactCard, NarrowHidden } from './ContactCard';
import { PeopleList } from './PeopleList';

/** The Contacts tab (spec 1 §2 Dialogs 2): whom the user follows, each with a message button. */
export function ContactsTab() {
  const { t } = useTranslation('messages');
  const blocked = useUser()?.blockedUserIds;
  return (
    <PeopleList
      pages={contactPages}
      debounceMs={DEBOUNCE_MS.contactsSearch}
      searchLabel={t('searchContacts')}
      listLabel={t('contacts')}
      empty={`${t('contactsEmpty')} ${t('contactsHint')}`}
    >
      {(card) => (
        <ContactCard
          card={card}
          actions={
            // A blocked user gets no message (spec 1 §4 Block); the profile says how to unblock.
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('messageTo', { name: card.fullName })}
              disabled={blocked?.includes(card.id)}
              onClick={() => bus.emit('chat.open', { userId: card.id })}
            >
              <Icon name="chat" size={18} />
              <NarrowHidden>{t('message')}</NarrowHidden>
            </Button>
          }
        />
      )}
    </PeopleList>
  );
}
