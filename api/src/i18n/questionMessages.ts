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
} satisfies Record<string, Record<Language, string>>;
