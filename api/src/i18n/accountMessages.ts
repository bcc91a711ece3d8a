import type { Language } from './language';

/** Issue 12: the texts of the account dialog, profiles, follow and block (spec 1 §3, §5, §6), in both languages. */
export const accountMessages = {
  dayInvalid: { en: 'This is not a valid date.', tr: 'Bu geçerli bir tarih değil.' },
  dateEndBeforeStart: {
    en: 'The end date cannot be before the start date.',
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  },
  languageNotFound: { en: 'Choose a language from the list.', tr: 'Listeden bir dil seçin.' },
  languageAlreadyAdded: { en: 'This language is already in your list.', tr: 'Bu dil listenizde zaten var.' },
  cannotFollowYourself: { en: 'You cannot follow yourself.', tr: 'Kendinizi takip edemezsiniz.' },
  cannotFollowBlocked: {
    en: 'You cannot follow this user because one of you has blocked the other.',
    tr: 'Birbirinizden biri diğerini engellediği için bu kullanıcıyı takip edemezsiniz.',
  },
  cannotBlockYourself: { en: 'You cannot block yourself.', tr: 'Kendinizi engelleyemezsiniz.' },
  // {target} is the address or number the code went to.
  confirmCodeSent: { en: 'A code was sent to {target}.', tr: '{target} adresine bir kod gönderildi.' },
  // Issue 32 item 2: {target} is the new sign-in address, which counts once its code is entered.
  emailChangeCodeSent: {
    en: 'A code was sent to {target}. Enter it to sign in with that address from now on.',
    tr: '{target} adresine bir kod gönderildi. Bundan sonra bu adresle giriş yapmak için kodu girin.',
  },
  emailChanged: {
    en: 'Your sign-in e-mail is changed. Sign in with the new address from now on.',
    tr: 'Giriş e-postanız değiştirildi. Bundan sonra yeni adresle giriş yapın.',
  },
  confirmCodeInvalid: {
    en: 'The code is wrong or has expired. Ask for a new one.',
    tr: 'Kod hatalı ya da süresi dolmuş. Yeni bir kod isteyin.',
  },
  confirmKeyRequired: { en: 'Enter the code you received.', tr: 'Size gelen kodu girin.' },
  phoneNumberMissing: { en: 'Add a phone number first.', tr: 'Önce bir telefon numarası ekleyin.' },
  emailConfirmed: { en: 'Your e-mail address is confirmed.', tr: 'E-posta adresiniz doğrulandı.' },
  phoneConfirmed: { en: 'Your phone number is confirmed.', tr: 'Telefon numaranız doğrulandı.' },
  alreadyConfirmed: { en: 'This is already confirmed.', tr: 'Bu zaten doğrulanmış.' },
  tooManyConfirmRequests: {
    en: 'Too many codes were asked for. Please wait up to 15 minutes and try again.',
    tr: 'Çok fazla kod istendi. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.',
  },
  // UserLanguageLevel names (definition/listenums).
  levelBeginner: { en: 'Beginner', tr: 'Başlangıç' },
  levelElementary: { en: 'Elementary', tr: 'Temel' },
  levelIntermediate: { en: 'Intermediate', tr: 'Orta' },
  levelAdvanced: { en: 'Advanced', tr: 'İleri' },
  levelNative: { en: 'Native', tr: 'Ana dil' },
  // Account deletion reasons (definition/getaccountdeletionreasons).
  reasonNotUseful: { en: 'I do not find it useful', tr: 'Faydalı bulmuyorum' },
  reasonTooManyNotifications: { en: 'I get too many notifications', tr: 'Çok fazla bildirim alıyorum' },
  reasonPrivacy: { en: 'I am worried about my privacy', tr: 'Gizliliğim konusunda endişeliyim' },
  reasonAnotherAccount: { en: 'I have another account', tr: 'Başka bir hesabım var' },
  reasonEventOver: { en: 'The event I joined for is over', tr: 'Katıldığım etkinlik sona erdi' },
  reasonOther: { en: 'Other', tr: 'Diğer' },
} satisfies Record<string, Record<Language, string>>;
