import { addTranslations } from '@atrium/shared';

addTranslations('event', {
  en: { faq: { search: 'Search the questions' } },
  tr: { faq: { search: 'Sorularda ara' } },
});
