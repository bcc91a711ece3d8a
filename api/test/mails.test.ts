import { emailChangedMail } from '../src/emailChanges';
import { emailChangeCodeMail, emailConfirmMail, phoneConfirmText } from '../src/modules/account/mails';
import {
  accountExistsMail,
  passwordChangedMail,
  passwordResetMail,
  signUpCodeMail,
  welcomeMail,
} from '../src/modules/login/mails';

// Every mail the api sends, in both languages, names the brand without an article before it:
// 'a ACME Events account' was read in the sign-up mail (issue 31 item 9f).

const brand = 'ACME Events';
const all = (language: 'en' | 'tr') => [
  passwordResetMail(language, { brand, code: '12345678', link: 'https://x.test/r' }),
  welcomeMail(language, { brand, firstName: 'Ada' }),
  passwordChangedMail(language, { brand }),
  signUpCodeMail(language, { brand, code: '12345678', link: 'https://x.test/s' }),
  accountExistsMail(language, { brand, passwordMismatch: false }),
  accountExistsMail(language, { brand, passwordMismatch: true }),
  emailConfirmMail(language, { brand, code: '123456' }),
  phoneConfirmText(language, { brand, code: '123456' }),
  emailChangeCodeMail(language, { brand, code: '123456' }),
  emailChangedMail(language, { brand, newEmail: 'new@x.test', code: 'ABCD-EFGH-JKMN-PQRS', link: 'https://x.test/u' }),
  emailChangedMail(language, { brand, newEmail: 'new@x.test', code: 'ABCD-EFGH-JKMN-PQRS', link: null }),
];

test.each(['en', 'tr'] as const)('no article before the brand in any %s mail, and each names it', (language) => {
  for (const mail of all(language)) {
    const words = `${mail.subject}\n${mail.text}`;
    expect(words).toContain(brand);
    expect(words).not.toMatch(/\b(a|an|the|bir)\s+(new\s+|yeni\s+)?ACME Events/i);
  }
});
