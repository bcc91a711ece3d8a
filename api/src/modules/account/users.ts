import type { Knex } from 'knex';
import type { User } from '@atrium/shared/contract';
import { toBoolean, toIsoDate } from '../../db';
import type { Language } from '../../i18n';
import { profileListsOf, type ProfileLists } from '../../people';

type UserRow = Record<string, unknown> & { id: string };

/** Spec 1 §3 User (own). */
function toUser(row: UserRow, lists: ProfileLists): User {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: row.id,
    image: text(row.image),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    pendingEmail: text(row.pending_email),
    phoneNumber: text(row.phone_number),
    emailConfirmed: toBoolean(row.email_confirmed),
    phoneNumberConfirmed: toBoolean(row.phone_number_confirmed),
    showMeOnAPP: toBoolean(row.show_me_on_app),
    showMeBusy: toBoolean(row.show_me_busy),
    showConnectedAccount: toBoolean(row.show_connected_account),
    languageCode: text(row.language_code),
    eventNotifications: toBoolean(row.event_notifications),
    peopleNotifications: toBoolean(row.people_notifications),
    messageNotifications: toBoolean(row.message_notifications),
    updateDate: toIsoDate(row.updated_at as Date | number | null),
    passwordUpdateDate: toIsoDate(row.password_update_date as Date | number | null),
    ...lists,
    contactInfo: {
      company: text(row.contact_company),
      title: text(row.contact_title),
      email: text(row.contact_email),
      cellPhone: text(row.contact_cell_phone),
      phone: text(row.contact_phone),
      about: text(row.contact_about),
    },
  };
}

/**
 * Tenancy: a user is only ever found inside their own application. Two statements: the row, and
 * every list in one union (account/get runs on every page load). Language titles in `language`.
 */
export async function findUser(
  db: Knex,
  applicationId: string,
  userId: string,
  language: Language,
): Promise<User | undefined> {
  // The address waiting for its code rides along in the same statement (issue 32 item 2).
  const pending = db('email_changes')
    .where({ user_id: userId })
    .whereNull('closed_at')
    .orderBy('id', 'desc')
    .limit(1)
    .select('new_email');
  const row: UserRow | undefined = await db('users')
    .where({ id: userId, application_id: applicationId })
    .first('users.*', pending.as('pending_email'));
  return row && toUser(row, await profileListsOf(db, userId, language));
}

/**
 * account/deletemyaccount: the row goes, and with it (foreign keys cascade) everything that names
 * the user: attendance, ratings, agenda, registrations, codes, sessions, jobs, schools, languages,
 * interests, follows and blocks either way, chat memberships and the messages they sent, their notifications, the
 * appointments they made and their places in others' (others' notifications about them lose the link to them), their
 * booth check-ins, visits and management, and their event photos. The mails and texts sent to them and their failed
 * sign-ins go too; the reason stays, with nothing that says whose it was.
 */
export async function deleteAccount(db: Knex, applicationId: string, userId: string, reason: string): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await trx('users').where({ id: userId, application_id: applicationId }).first('email', 'phone_number');
    if (!user) return;
    await trx('account_deletions').insert({ application_id: applicationId, reason, created_at: new Date() });
    // Confirmation codes went to the outbox too, addressed to the number or to an address changed since.
    const targets = await trx('confirmation_codes').where({ user_id: userId }).distinct('target');
    // So did the mails of sign-in address changes, to the old addresses (issue 32 item 2).
    const changes = await trx('email_changes').where({ user_id: userId }).select('old_email', 'new_email');
    const addresses = [
      user.email,
      user.phone_number,
      ...targets.map((row) => row.target),
      ...changes.flatMap((row) => [row.old_email, row.new_email]),
    ].filter(Boolean);
    await trx('outbox').where({ application_id: applicationId }).whereIn('to_address', addresses).delete();
    await trx('auth_attempts').where({ application_id: applicationId, account: user.email }).delete();
    await trx('users').where({ id: userId }).delete();
  });
}
