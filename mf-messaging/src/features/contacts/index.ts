export { ContactsTab } from './ContactsTab';
export { SuggestionsTab } from './SuggestionsTab';
