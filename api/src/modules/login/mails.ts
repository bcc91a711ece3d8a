import type { Language } from '../../i18n';
import { RESET_CODE_TTL_MS, SIGN_UP_CODE_TTL_MS } from './constants';

/**
 * What a mail says, in the caller's language (spec 1 §1: tr and en). The brand is a name: no article
 * goes before it, which would read 'a ACME Events account' (issue 31 item 9f).
 */
interface MailText {
  subject: string;
  text: string;
}

const minutes = RESET_CODE_TTL_MS / 60000;
const signUpMinutes = SIGN_UP_CODE_TTL_MS / 60000;

export function passwordResetMail(
  language: Language,
  { brand, code, link }: { brand: string; code: string; link: string | null },
): MailText {
  if (language === 'tr') {
    return {
      subject: `${brand} şifre sıfırlama kodunuz: ${code}`,
      text: [
        `${brand} hesabınız için şifre sıfırlama kodu istendi.`,
        '',
        `Kodunuz: ${code}`,
        `Kod ${minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
        ...(link ? ['', `Şifrenizi buradan da sıfırlayabilirsiniz: ${link}`] : []),
        '',
        'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecek.',
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${brand} password reset code: ${code}`,
    text: [
      `A password reset code was requested for your ${brand} account.`,
      '',
      `Your code: ${code}`,
      `It works for ${minutes} minutes, once.`,
      ...(link ? ['', `You can also reset your password here: ${link}`] : []),
      '',
      'If you did not ask for it, ignore this e-mail; your password stays as it is.',
    ].join('\n'),
  };
}

export function welcomeMail(language: Language, { brand, firstName }: { brand: string; firstName: string }): MailText {
  if (language === 'tr') {
    return {
      subject: `${brand} hesabınız oluşturuldu`,
      text: `Merhaba ${firstName},\n\n${brand} hesabınız oluşturuldu. Bu e-posta adresi ve seçtiğiniz şifreyle giriş yapabilirsiniz.`,
    };
  }
  return {
    subject: `Your ${brand} account is ready`,
    text: `Hello ${firstName},\n\nYour ${brand} account has been created. Sign in with this e-mail address and the password you chose.`,
  };
}

export function passwordChangedMail(language: Language, { brand }: { brand: string }): MailText {
  if (language === 'tr') {
    return {
      subject: `${brand} şifreniz değiştirildi`,
      text: `${brand} hesabınızın şifresi az önce değiştirildi. Bunu siz yapmadıysanız hemen yeni bir şifre sıfırlama kodu isteyin.`,
    };
  }
  return {
    subject: `Your ${brand} password was changed`,
    text: `The password of your ${brand} account was just changed. If this was not you, ask for a new reset code right away.`,
  };
}

/** The code that finishes a sign-up (login/signUp, or fast login with a new address). */
export function signUpCodeMail(
  language: Language,
  { brand, code, link }: { brand: string; code: string; link: string | null },
): MailText {
  if (language === 'tr') {
    return {
      subject: `${brand} kayıt kodunuz: ${code}`,
      text: [
        `Bu e-posta adresiyle ${brand} hesabı açılmak istendi.`,
        '',
        `Kodunuz: ${code}`,
        `Kaydı bitirmek için kodu girin; kod ${signUpMinutes} dakika geçerlidir.`,
        ...(link ? ['', `Kaydınızı buradan da bitirebilirsiniz: ${link}`] : []),
        '',
        'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; hesap açılmayacak.',
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${brand} sign-up code: ${code}`,
    text: [
      `Someone asked to sign up for ${brand} with this e-mail address.`,
      '',
      `Your code: ${code}`,
      `Enter it to finish signing up; it works for ${signUpMinutes} minutes.`,
      ...(link ? ['', `You can also finish signing up here: ${link}`] : []),
      '',
      'If you did not ask for it, ignore this e-mail; no account will be made.',
    ].join('\n'),
  };
}

/**
 * To the owner of an address that already has an account, instead of a different answer to whoever
 * signed up with it (sign-up), or tried it with a password that did not match (fast login).
 */
export function accountExistsMail(
  language: Language,
  { brand, passwordMismatch }: { brand: string; passwordMismatch: boolean },
): MailText {
  if (language === 'tr') {
    return {
      subject: `${brand} hesabınızla kayıt denendi`,
      text: [
        passwordMismatch
          ? `Biri bu e-posta adresiyle ${brand} etkinliğine katılmak istedi, ancak girilen şifre hesabınızın şifresi değildi.`
          : `Biri bu e-posta adresiyle ${brand} hesabı açmak istedi, ancak bu adresin zaten bir hesabı var.`,
        '',
        'Siz iseniz giriş yapın ya da şifrenizi unuttuysanız sıfırlayın.',
        'Siz değilseniz bu e-postayı dikkate almayın; hesabınızda bir şey değişmedi.',
      ].join('\n'),
    };
  }
  return {
    subject: `Someone tried to sign up with your ${brand} address`,
    text: [
      passwordMismatch
        ? `Someone tried to join an event on ${brand} with this e-mail address, but the password did not match your account's.`
        : `Someone tried to sign up for ${brand} with this e-mail address, but it already has an account.`,
      '',
      'If it was you, sign in, or reset your password if you forgot it.',
      'If it was not you, ignore this e-mail; nothing changed in your account.',
    ].join('\n'),
  };
}
