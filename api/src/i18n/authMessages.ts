import type { Language } from './language';

/** Issue 3: the texts of every way in (spec 1 §5, §8), in both languages; index.ts spreads them in. */
export const authMessages = {
  activationCodeNotFound: { en: 'This activation code is not valid.', tr: 'Bu aktivasyon kodu geçerli değil.' },
  activationCodeTaken: {
    en: 'This activation code belongs to another account.',
    tr: 'Bu aktivasyon kodu başka bir hesaba ait.',
  },
  emailRequiredFastLogin: {
    en: 'Enter your e-mail address to continue.',
    tr: 'Devam etmek için e-posta adresinizi girin.',
  },
  wrongPassword: { en: 'The password is incorrect.', tr: 'Şifre hatalı.' },
  passwordTooShort: { en: 'Use at least 8 characters.', tr: 'En az 8 karakter kullanın.' },
  passwordsDoNotMatch: { en: 'The passwords do not match.', tr: 'Şifreler eşleşmiyor.' },
  emailTaken: {
    en: 'An account with this e-mail address already exists.',
    tr: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  },
  pleaseCheckPolicy: {
    en: 'Please accept the policies to continue.',
    tr: 'Devam etmek için lütfen sözleşmeleri onaylayın.',
  },
  pleaseControlArea: { en: 'Please check this box.', tr: 'Lütfen bu alanı kontrol edin.' },
  resetCodeInvalid: {
    en: 'The reset code is wrong, expired or already used.',
    tr: 'Sıfırlama kodu hatalı, süresi dolmuş ya da daha önce kullanılmış.',
  },
  // Issue 32 item 2: the undo code of a sign-in e-mail change.
  undoCodeInvalid: {
    en: 'The undo code is wrong, expired or already used.',
    tr: 'Geri alma kodu hatalı, süresi dolmuş ya da daha önce kullanılmış.',
  },
  undoAddressTaken: {
    en: 'Another account signs in with that address now. Please contact the event organiser.',
    tr: 'Bu adresle artık başka bir hesap giriş yapıyor. Lütfen etkinlik düzenleyicisiyle iletişime geçin.',
  },
  tooManyAttempts: {
    en: 'Too many failed attempts. Please wait up to 15 minutes and try again.',
    tr: 'Çok fazla başarısız deneme yapıldı. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.',
  },
  // Issue 32 item 1: past the per-address threshold of wrong passwords, a proof of work is asked.
  proofRequired: {
    en: 'Many wrong passwords were sent from this network, so each sign-in from it checks the device first. Your device solves the check in a few seconds.',
    tr: 'Bu ağdan çok sayıda hatalı şifre gönderildi, bu yüzden buradan yapılan her girişte önce cihaz kontrol ediliyor. Cihazınız bu kontrolü birkaç saniyede çözer.',
  },
  proofInvalid: {
    en: 'The check of this device did not pass or has expired. Please sign in again.',
    tr: 'Cihaz kontrolü geçilemedi ya da süresi doldu. Lütfen yeniden giriş yapın.',
  },
  tooManyResetRequests: {
    en: 'Too many reset codes were asked for. Please wait up to 15 minutes and try again.',
    tr: 'Çok fazla sıfırlama kodu istendi. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.',
  },
  tooManyCodeAttempts: {
    en: 'Too many wrong codes were tried from here. Please wait up to 15 minutes and try again.',
    tr: 'Buradan çok fazla hatalı kod denendi. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.',
  },
  tooManySignUps: {
    en: 'Too many sign-ups were asked for from here. Please wait up to 15 minutes and try again.',
    tr: 'Buradan çok fazla kayıt istendi. Lütfen en fazla 15 dakika bekleyip tekrar deneyin.',
  },
  signUpCodeSent: {
    en: 'We sent a mail to this address. Enter the code from it.',
    tr: 'Bu adrese bir e-posta gönderdik. İçindeki kodu girin.',
  },
  signUpCodeInvalid: {
    en: 'The code is wrong or has expired. Sign up again for a new one.',
    tr: 'Kod hatalı ya da süresi dolmuş. Yeni bir kod için tekrar kaydolun.',
  },
  facebookNotAvailable: {
    en: 'Facebook sign-in is not available for this application.',
    tr: 'Bu uygulamada Facebook ile giriş kullanılamıyor.',
  },
  facebookTokenInvalid: {
    en: 'Facebook could not confirm this sign-in. Please try again.',
    tr: 'Facebook bu girişi doğrulayamadı. Lütfen tekrar deneyin.',
  },
  facebookEmailMissing: {
    en: 'Facebook did not share an e-mail address, which this application needs.',
    tr: 'Facebook bir e-posta adresi paylaşmadı; bu uygulama için e-posta adresi gerekli.',
  },
  facebookUnreachable: {
    en: 'Facebook could not be reached. Please try again later.',
    tr: "Facebook'a ulaşılamadı. Lütfen daha sonra tekrar deneyin.",
  },
} satisfies Record<string, Record<Language, string>>;
