import { NOT_LOGGED_IN_MESSAGE } from '@atrium/shared/contract';
import { authMessages } from './authMessages';

/** The interface languages (spec 1 §1, §9); English is the fallback. */
export type Language = 'tr' | 'en';

/** Every user-facing text the server sends, in both languages. */
const messages = {
  // Issue 3: every way in (spec 1 §5, §8).
  ...authMessages,
  notLoggedIn: { en: NOT_LOGGED_IN_MESSAGE, tr: 'Bu işlemi yapmak için giriş yapmalısınız.' },
  dataNotFound: { en: 'Data not found.', tr: 'Veri bulunamadı.' },
  callNotFound: { en: 'This call does not exist.', tr: 'Böyle bir çağrı yok.' },
  validationFailed: { en: 'Please check the marked fields.', tr: 'Lütfen işaretli alanları kontrol edin.' },
  bodyNotJson: { en: 'The request body must be valid JSON.', tr: 'İstek gövdesi geçerli bir JSON olmalıdır.' },
  badRequest: { en: 'The request could not be processed.', tr: 'İstek işlenemedi.' },
  unexpectedError: {
    en: 'Something went wrong. Please try again later.',
    tr: 'Bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.',
  },
  unknownApplication: { en: 'The application is missing or unknown.', tr: 'Uygulama belirtilmemiş ya da bulunamadı.' },
  invalidCredentials: { en: 'The email or password is incorrect.', tr: 'E-posta adresi ya da şifre hatalı.' },
  fieldRequired: { en: 'This field is required.', tr: 'Bu alan zorunludur.' },
  fieldWrongType: { en: 'This value has the wrong type.', tr: 'Bu değerin türü hatalı.' },
  fieldEmail: { en: 'Please enter a valid email address.', tr: 'Lütfen geçerli bir e-posta adresi girin.' },
  fieldTooShort: { en: 'This value is too short.', tr: 'Bu değer çok kısa.' },
  fieldTooLong: { en: 'This value is too long.', tr: 'Bu değer çok uzun.' },
  fieldInvalid: { en: 'This value is not valid.', tr: 'Bu değer geçerli değil.' },
  channelRequired: { en: 'A channel name is required.', tr: 'Bir kanal adı gereklidir.' },
  channelRefused: { en: 'You may not subscribe to this channel.', tr: 'Bu kanala abone olamazsınız.' },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function t(language: Language, key: MessageKey): string {
  return messages[key][language];
}

/** Reads `Accept-Language: tr|en` (a browser's full list such as `tr-TR,tr;q=0.9` works too). */
export function languageFrom(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.trim().toLowerCase().startsWith('tr') ? 'tr' : 'en';
}
