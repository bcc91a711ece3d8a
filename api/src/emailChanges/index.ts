import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { EMAIL_UNDO_CODE_CHARACTERS } from '@atrium/shared/contract';
import type { Language } from '../i18n';

// Issue 32 item 2: changing the sign-in address. account/updateprofile starts a change (it waits for
// the new address's code, account/confirm), and login/undoemailchange takes the old address's undo
// code. A service beside src/attempts, since the account and login modules both use it.

const DAY = 24 * 60 * 60 * 1000;
/** How long the undo code mailed to the old address works: days, for a mailbox read once a week too. */
export const EMAIL_UNDO_TTL_MS = 7 * DAY;
export const EMAIL_UNDO_DAYS = EMAIL_UNDO_TTL_MS / DAY;

// Crockford's base32: no I, L, O or U, so a code read from a mail is typed without doubt.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A typed or linked undo code as it is hashed: case, spaces and dashes aside, O read as 0 and I, L as 1. */
export function normaliseUndoCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

const hashOf = (code: string) =>
  createHash('sha256')
    .update(`email-undo:${normaliseUndoCode(code)}`)
    .digest('hex');

function newUndoCode(): string {
  const characters = Array.from({ length: EMAIL_UNDO_CODE_CHARACTERS }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** 'n***@example.com': enough for the owner to know the address, not enough to hand it out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** True when another account of the brand signs in with `email`. */
export async function emailTakenByAnother(db: Knex, applicationId: string, email: string, userId: string) {
  return Boolean(
    await db('users').where({ application_id: applicationId, email }).whereNot({ id: userId }).first('id'),
  );
}

/** The address the user asked to sign in with, waiting for its code; null when none is. */
export async function pendingEmailOf(db: Knex, userId: string): Promise<string | null> {
  const row = await db('email_changes')
    .where({ user_id: userId })
    .whereNull('closed_at')
    .orderBy('id', 'desc')
    .first('new_email');
  return row?.new_email ?? null;
}

/** Ends the wait for a new address (the user kept the one they have, or asked for another). */
export async function cancelPendingEmail(db: Knex, userId: string): Promise<void> {
  await db('email_changes').where({ user_id: userId }).whereNull('closed_at').update({ closed_at: new Date() });
}

/** A change waiting for `newEmail`'s code, replacing any other; answers the undo code for `oldEmail`'s mail. */
export async function startEmailChange(
  trx: Knex.Transaction,
  change: { applicationId: string; userId: string; oldEmail: string; newEmail: string },
): Promise<string> {
  await cancelPendingEmail(trx, change.userId);
  const code = newUndoCode();
  const now = new Date();
  await trx('email_changes').insert({
    application_id: change.applicationId,
    user_id: change.userId,
    old_email: change.oldEmail,
    new_email: change.newEmail,
    undo_hash: hashOf(code),
    created_at: now,
    undo_expires_at: new Date(now.getTime() + EMAIL_UNDO_TTL_MS),
  });
  return code;
}

/** The waiting change to `newEmail` is done: it is the sign-in address now. */
export async function closeConfirmedChange(trx: Knex.Transaction, userId: string, newEmail: string): Promise<void> {
  const now = new Date();
  await trx('email_changes')
    .where({ user_id: userId, new_email: newEmail })
    .whereNull('closed_at')
    .update({ confirmed_at: now, closed_at: now });
}

export interface OpenUndo {
  id: number;
  userId: string;
  oldEmail: string;
}

/** The change an unspent, unexpired undo code of the brand belongs to. */
export async function findOpenUndo(db: Knex, applicationId: string, code: string): Promise<OpenUndo | undefined> {
  const row = await db('email_changes')
    .where({ application_id: applicationId, undo_hash: hashOf(code) })
    .whereNull('undo_spent_at')
    .andWhere('undo_expires_at', '>', new Date())
    .first('id', 'user_id', 'old_email');
  return row && { id: row.id, userId: row.user_id, oldEmail: row.old_email };
}

/**
 * Spends the undo code of `undo` and of every later change of the user (the address they lead to is
 * gone with it), and ends any wait. Earlier changes' codes stay: whoever changed the address twice
 * cannot use the second code to withdraw the owner's first one. False when a racing request spent it.
 */
export async function spendUndo(trx: Knex.Transaction, undo: OpenUndo): Promise<boolean> {
  const now = new Date();
  const spent = await trx('email_changes')
    .where({ id: undo.id })
    .whereNull('undo_spent_at')
    .update({ undo_spent_at: now });
  if (!spent) return false;
  await trx('email_changes')
    .where({ user_id: undo.userId })
    .andWhere('id', '>', undo.id)
    .whereNull('undo_spent_at')
    .update({ undo_spent_at: now });
  await cancelPendingEmail(trx, undo.userId);
  return true;
}

/**
 * To the old address when a change is asked for: where to (masked), that it counts once confirmed,
 * and the undo code, with its link when the web app's origin is known.
 */
export function emailChangedMail(
  language: Language,
  { brand, newEmail, code, link }: { brand: string; newEmail: string; code: string; link: string | null },
) {
  const masked = maskEmail(newEmail);
  if (language === 'tr') {
    return {
      subject: `${brand} giriş e-postanız değiştiriliyor`,
      text: [
        `${brand} hesabınızın giriş e-postasının ${masked} olarak değiştirilmesi istendi. Bu adrese gönderilen kod girildiğinde giriş bu adresle yapılacak.`,
        '',
        'Bunu siz yaptıysanız başka bir şey yapmanız gerekmez.',
        '',
        `Siz yapmadıysanız, şifreniz başkasının elinde demektir. ${EMAIL_UNDO_DAYS} gün içinde değişikliği geri alın: bu adres yeniden giriş adresiniz olur, tüm cihazlarda oturum kapanır ve yeni bir şifre belirlersiniz.`,
        link
          ? `Geri almak için: ${link}`
          : `Giriş sayfasında "Şifrenizi mi unuttunuz?", ardından "E-posta değişikliğini geri al" seçeneğini açıp bu kodu girin:`,
        `Geri alma kodu: ${code}`,
        '',
        'Sorun sürerse etkinlik düzenleyicisiyle iletişime geçin.',
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${brand} sign-in e-mail is being changed`,
    text: [
      `Someone asked to change the sign-in e-mail of your ${brand} account to ${masked}. Once the code sent there is entered, that address is the one to sign in with.`,
      '',
      'If this was you, there is nothing more to do.',
      '',
      `If it was not you, someone knows your password. Undo the change within ${EMAIL_UNDO_DAYS} days: this address becomes your sign-in address again, every device is signed out and you choose a new password.`,
      link
        ? `Undo it here: ${link}`
        : 'On the sign-in page choose "Forgot your password?", then "Undo an e-mail change", and enter this code:',
      `Undo code: ${code}`,
      '',
      'If anything is still wrong, contact the event organiser.',
    ].join('\n'),
  };
}
