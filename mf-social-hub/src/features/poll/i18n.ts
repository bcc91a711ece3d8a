import { addTranslations } from '@atrium/shared';

// The hub's poll texts (spec 2 §4 "Poll post", "Live poll widget", §8), deep-merged into the socialHub namespace.
addTranslations('socialHub', {
  en: {
    poll: {
      options: 'Options',
      vote: 'Vote',
      voteEnded: 'Voting has ended',
      voted: 'You voted',
      attendings_one: '{{count}} vote',
      attendings_other: '{{count}} votes',
      result: '{{title}}: {{percentage}}%',
      select_answer: 'Please choose an answer first.',
    },
  },
  tr: {
    poll: {
      options: 'Seçenekler',
      vote: 'Oy ver',
      voteEnded: 'Oylama sona erdi',
      voted: 'Oy verdiniz',
      attendings_one: '{{count}} oy',
      attendings_other: '{{count}} oy',
      result: '{{title}}: %{{percentage}}',
      select_answer: 'Lütfen önce bir yanıt seçin.',
    },
  },
});
