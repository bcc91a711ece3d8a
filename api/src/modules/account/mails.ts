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

/** The phone confirmation code (type 2): one short text message. */
export function phoneConfirmText(language: Language, { brand, code }: { brand: string; code: string }) {
  const text =
    language === 'tr'
      ? `${brand} telefon doğrulama kodunuz: ${code}. ${minutes} dakika geçerlidir.`
      : `Your ${brand} phone confirmation code: ${code}. It works for ${minutes} minutes.`;
  return { subject: text, text };
}
