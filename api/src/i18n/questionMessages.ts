import type { Language } from './language';

/** Issue 14 items 5 and 7: the texts of registration forms (spec 2 §2.16, §5), in both languages; index.ts spreads them in. */
export const questionMessages = {
  formRequired: {
    en: 'Give the sub-event or the booth whose form you want.',
    tr: 'Formunu istediğiniz alt etkinliği ya da standı belirtin.',
  },
  formOneOnly: {
    en: 'Give either a sub-event or a booth, not both.',
    tr: 'Alt etkinlik ya da stant belirtin, ikisini birden değil.',
  },
  fileNotAllowed: {
    en: 'Choose a file of type {types}, at most {size} MB.',
    tr: 'En fazla {size} MB büyüklüğünde, {types} türünde bir dosya seçin.',
  },
  questionTakesNoFile: { en: 'This question does not take a file.', tr: 'Bu soru dosya almıyor.' },
  questionNotAsked: { en: 'This booth does not ask this question.', tr: 'Bu stant bu soruyu sormuyor.' },
  questionNotOnForm: {
    en: 'This registration form does not ask this question.',
    tr: 'Bu kayıt formu bu soruyu sormuyor.',
  },
  questionAnsweredTwice: { en: 'This question is answered twice.', tr: 'Bu soru iki kez yanıtlanmış.' },
  requiredQuestionUnanswered: {
    en: 'Please answer the required question “{title}”.',
    tr: 'Lütfen zorunlu “{title}” sorusunu yanıtlayın.',
  },
  answerRequired: { en: 'Please answer this question.', tr: 'Lütfen bu soruyu yanıtlayın.' },
  answerEmail: {
    en: 'Enter an e-mail address of {min} to {max} characters, like name@example.com.',
    tr: '{min} ile {max} karakter arasında bir e-posta adresi girin; örneğin ad@ornek.com.',
  },
  answerPhone: {
    en: 'Enter a phone number of {min} to {max} digits, like +90 555 123 45 67.',
    tr: '{min} ile {max} rakam arasında bir telefon numarası girin; örneğin +90 555 123 45 67.',
  },
  answerLength: { en: 'Enter {min} to {max} characters.', tr: '{min} ile {max} karakter arasında bir yanıt girin.' },
  answerTooShort: { en: 'Enter at least {min} characters.', tr: 'En az {min} karakter girin.' },
  answerTooLong: { en: 'Enter at most {max} characters.', tr: 'En fazla {max} karakter girin.' },
  answerNotNumber: { en: 'Enter a number, like 3 or 2.5.', tr: 'Bir sayı girin; örneğin 3 ya da 2.5.' },
  answerNumberMin: { en: 'Enter a number of at least {min}.', tr: 'En az {min} olan bir sayı girin.' },
  answerNumberMax: { en: 'Enter a number of at most {max}.', tr: 'En fazla {max} olan bir sayı girin.' },
  answerNumberStep: {
    en: 'Enter a number in steps of {step} from {base}.',
    tr: '{base} sayısından başlayarak {step} adımlarla bir sayı girin.',
  },
  answerNotOption: { en: 'Choose one of the options.', tr: 'Seçeneklerden birini seçin.' },
  answerNotOptions: {
    en: 'Choose only among the options, each once.',
    tr: 'Yalnızca seçenekler arasından, her birini bir kez seçin.',
  },
  answerCountry: { en: 'Choose a country from the list.', tr: 'Listeden bir ülke seçin.' },
  answerDate: { en: 'Enter a date as YYYY-MM-DD.', tr: 'Tarihi YYYY-AA-GG biçiminde girin.' },
  answerTime: { en: 'Enter a time as HH:mm.', tr: 'Saati SS:dd biçiminde girin.' },
  answerRating: { en: 'Choose a rating from {min} to {max}.', tr: '{min} ile {max} arasında bir puan seçin.' },
  answerNotTaken: { en: 'This question takes no answer.', tr: 'Bu soru yanıt almaz.' },
  answerFile: {
    en: 'Upload the file for this question again.',
    tr: 'Bu sorunun dosyasını yeniden yükleyin.',
  },
} satisfies Record<string, Record<Language, string>>;
