import { addTranslations } from '@atrium/shared';

// A survey post's texts (spec 2 §4 "Social survey post", §8), deep-merged into the socialHub namespace.
addTranslations('socialHub', {
  en: {
    survey: {
      join: 'Join the survey',
      alreadyJoined: 'You have already joined',
      ended: 'This survey has ended',
      submit: 'Complete',
      close: 'Close the survey',
      noQuestions: 'This survey has no questions to answer yet.',
      questions_one: '{{count}} question',
      questions_other: '{{count}} questions',
      attendings_one: '{{count}} answered',
      attendings_other: '{{count}} answered',
    },
  },
  tr: {
    survey: {
      join: 'Ankete katıl',
      alreadyJoined: 'Zaten katıldınız',
      ended: 'Bu anket sona erdi',
      submit: 'Tamamla',
      close: 'Anketi kapat',
      noQuestions: 'Bu ankette henüz yanıtlanacak soru yok.',
      questions_one: '{{count}} soru',
      questions_other: '{{count}} soru',
      attendings_one: '{{count}} kişi yanıtladı',
      attendings_other: '{{count}} kişi yanıtladı',
    },
  },
});
