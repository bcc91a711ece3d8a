import { TabbedPanel, type MessagesDialogProps } from '@atrium/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chats } from '../chats';
import { ContactsTab, SuggestionsTab } from '../contacts';

/**
 * The messages hub's content (spec 1 §2 Dialogs 2): tabs Messages, Contacts, Suggestions. A chat the
 * shell passes (chat.open) brings the Messages tab forward with that chat.
 */
export function MessagesHub({ chat }: MessagesDialogProps) {
  const { t } = useTranslation('messages');
  const [tab, setTab] = useState('messages');
  useEffect(() => {
    if (chat) setTab('messages');
  }, [chat]);
  return (
    <TabbedPanel
      label={t('tabs')}
      idPrefix="messages-hub"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'messages', label: t('tabMessages'), render: () => <Chats request={chat} /> },
        { id: 'contacts', label: t('tabContacts'), render: () => <ContactsTab /> },
        { id: 'suggestions', label: t('tabSuggestions'), render: () => <SuggestionsTab /> },
      ]}
    />
  );
}
