import { addTranslations } from '@atrium/shared';

// The live poll widget's texts (spec 2 §2.17, §4 "Live poll widget"); poll.select_answer is the hub poll's.
addTranslations('socialHub', {
  en: {
    livePoll: {
      heading: 'Live poll',
      yourVote: 'Your vote: {{answer}}',
    },
  },
  tr: {
    livePoll: {
      heading: 'Canlı anket',
      yourVote: 'Oyunuz: {{answer}}',
    },
  },
});
