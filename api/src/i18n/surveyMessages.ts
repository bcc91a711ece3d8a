import type { Language } from './language';

/** Issue 14 item 4: the texts of the survey calls (spec 2 §4 Survey, §5, §7.1), in both languages; index.ts spreads them in. */
export const surveyMessages = {
  surveyCompleted: {
    en: 'Thank you for completing the survey. Your answers have been saved.',
    tr: 'Anketi tamamladığınız için teşekkürler. Yanıtlarınız kaydedildi.',
  },
  surveyAlreadyCompleted: {
    en: 'You have already completed this survey.',
    tr: 'Bu anketi zaten tamamladınız.',
  },
  surveyQuestionsUnanswered: {
    en: 'Please answer every question of the survey.',
    tr: 'Lütfen anketin bütün sorularını yanıtlayın.',
  },
  questionNotInSurvey: { en: 'This survey does not ask this question.', tr: 'Bu anket bu soruyu sormuyor.' },
  answerEmpty: { en: 'Please answer this question.', tr: 'Lütfen bu soruyu yanıtlayın.' },
  answerNotAnOption: {
    en: 'Please choose one of the options of this question.',
    tr: 'Lütfen bu sorunun seçeneklerinden birini seçin.',
  },
  answerOptionTwice: { en: 'An option is chosen twice.', tr: 'Bir seçenek iki kez seçilmiş.' },
} satisfies Record<string, Record<Language, string>>;
