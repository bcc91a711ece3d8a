import type { Language } from '../../i18n';
import { RESET_CODE_TTL_MS } from './constants';

/** What a mail says, in the caller's language (spec 1 §1: tr and en). */
interface MailText {
  subject: string;
  text: string;
}

const minutes = RESET_CODE_TTL_MS / 60000;

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
      text: `${brand} hesabınızın şifresi az önce sıfırlandı. Bunu siz yapmadıysanız hemen yeni bir şifre sıfırlama kodu isteyin.`,
    };
  }
  return {
    subject: `Your ${brand} password was changed`,
    text: `The password of your ${brand} account was just reset. If this was not you, ask for a new reset code right away.`,
  };
}
