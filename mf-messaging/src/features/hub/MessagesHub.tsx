import { tabPanel, Tabs } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chats } from '../chats';
import { ContactsTab, SuggestionsTab } from '../contacts';

const TAB_IDS = ['messages', 'contacts', 'suggestions'] as const;
type TabId = (typeof TAB_IDS)[number];
const panels: Record<TabId, () => React.JSX.Element> = {
  messages: () => <Chats />,
  contacts: () => <ContactsTab />,
  suggestions: () => <SuggestionsTab />,
};

/** The messages hub's content (spec 1 §2 Dialogs 2): tabs Messages, Contacts, Suggestions. */
export function MessagesHub() {
  const { t } = useTranslation('messages');
  const [selected, setSelected] = useState<TabId>('messages');
  const names: Record<TabId, string> = {
    messages: t('tabMessages'),
    contacts: t('tabContacts'),
    suggestions: t('tabSuggestions'),
  };
  return (
    <>
      <Tabs
        tabs={TAB_IDS.map((id) => ({ id, label: names[id] }))}
        selected={selected}
        onSelect={(id) => setSelected(id as TabId)}
        label={t('tabs')}
        idPrefix="messages-hub"
        fill
      />
      <div {...tabPanel('messages-hub', selected)}>{panels[selected]()}</div>
    </>
  );
}
