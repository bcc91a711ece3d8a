import { TabbedPanel } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import { Chats } from '../chats';
import { ContactsTab, SuggestionsTab } from '../contacts';

/** The messages hub's content (spec 1 §2 Dialogs 2): tabs Messages, Contacts, Suggestions. */
export function MessagesHub() {
  const { t } = useTranslation('messages');
  return (
    <TabbedPanel
      label={t('tabs')}
      idPrefix="messages-hub"
      tabs={[
        { id: 'messages', label: t('tabMessages'), render: () => <Chats /> },
        { id: 'contacts', label: t('tabContacts'), render: () => <ContactsTab /> },
        { id: 'suggestions', label: t('tabSuggestions'), render: () => <SuggestionsTab /> },
      ]}
    />
  );
}
