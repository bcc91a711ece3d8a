import type { Language } from '../../i18n';
import { CONFIRM_CODE_TTL_MS } from './confirmCodes';

const minutes = CONFIRM_CODE_TTL_MS / 60000;

/** The e-mail confirmation code (account/confirm type 1), in the caller's language. */
export function emailConfirmMail(language: Language, { brand, code }: { brand: string; code: string }) {
  if (language === 'tr') {
    return {
      subject: `${brand} e-posta doğrulama kodunuz: ${code}`,
      text: `${brand} hesabınızın e-posta adresini doğrulamak için bu kodu girin: ${code}\nKod ${minutes} dakika geçerlidir.\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
    };
  }
  return {
    subject: `Your ${brand} e-mail confirmation code: ${code}`,
    text: `Enter this code to confirm the e-mail address of your ${brand} account: ${code}\nIt works for ${minutes} minutes.\n\nIf you did not ask for it, ignore this e-mail.`,
  };
}

/** The code that makes a new address the sign-in e-mail (account/updateprofile, issue 32 item 2). */
export function emailChangeCodeMail(language: Language, { brand, code }: { brand: string; code: string }) {
  if (language === 'tr') {
    return {
      subject: `${brand} e-posta doğrulama kodunuz: ${code}`,
      text: `Bu adresi ${brand} hesabınızın giriş e-postası yapmak için bu kodu girin: ${code}\nKod ${minutes} dakika geçerlidir. Kod girilene kadar giriş eski adresle yapılır.\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; bir şey değişmeyecek.`,
    };
  }
  return {
    subject: `Your ${brand} e-mail confirmation code: ${code}`,
    text: `Enter this code to make this address the sign-in e-mail of your ${brand} account: ${code}\nIt works for ${minutes} minutes. Until it is entered, the old address is the one to sign in with.\n\nIf you did not ask for it, ignore this e-mail; nothing will change.`,
  };
}

/** The phone confirmation code (type 2): one short text message. */
export function phoneConfirmText(language: Language, { brand, code }: { brand: string; code: string }) {
  const text =
    language === 'tr'
      ? `${brand} telefon doğrulama kodunuz: ${code}. ${minutes} dakika geçerlidir.`
      : `Your ${brand} phone confirmation code: ${code}. It works for ${minutes} minutes.`;
  return { subject: text, text };
}
