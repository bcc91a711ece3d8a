import { addTranslations } from '@atrium/shared';

// Mentioning people in posts and comments (spec 2 §5).

addTranslations('socialHub', {
  en: { mentionSomeone: 'People to mention', emptyText: 'Write something first.' },
  tr: { mentionSomeone: 'Bahsedilecek kişiler', emptyText: 'Önce bir şeyler yazın.' },
});
