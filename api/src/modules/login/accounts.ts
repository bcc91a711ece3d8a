import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db';
import { ApiError } from '../../http/envelope';
import type { Language } from '../../i18n';

export interface Account {
  id: string;
  passwordHash: string;
  firstName: string;
}

/** Tenancy: an e-mail names an account only inside its application. */
export async function findAccountByEmail(db: Knex, applicationId: string, email: string): Promise<Account | undefined> {
  const row = await db('users')
    .where({ application_id: applicationId, email })
    .first('id', 'password_hash', 'first_name');
  return row && { id: row.id, passwordHash: row.password_hash, firstName: row.first_name };
}

export interface NewAccount {
  applicationId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: Language;
  /** Facebook vouches for its addresses; one typed into a form is confirmed later (account/confirm). */
  emailConfirmed?: boolean;
}

/** Creates the account; a second one with the same e-mail, even from a racing request, is a field error. */
export async function createAccount(db: Knex, account: NewAccount): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  try {
    await db('users').insert({
      id,
      application_id: account.applicationId,
      email: account.email,
      password_hash: account.passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      email_confirmed: account.emailConfirmed ?? false,
      language_code: account.language,
      contact_email: account.email,
      password_update_date: now,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, 'emailTaken', { email: 'emailTaken' });
    throw error;
  }
  return id;
}

/** Spec 1 §5 policy boxes: the first is needed when the brand has provider policies, the second for its own. */
export async function policyErrors(
  db: Knex,
  applicationId: string,
  { checkbox, checkbox2 }: { checkbox?: boolean; checkbox2?: boolean },
): Promise<Record<string, 'pleaseControlArea'>> {
  const kinds = new Set(
    (await db('policies').where({ application_id: applicationId }).distinct('kind')).map((row) => row.kind),
  );
  const errors: Record<string, 'pleaseControlArea'> = {};
  if (kinds.has('provider') && !checkbox) errors.checkbox = 'pleaseControlArea';
  if (kinds.has('whitelabel') && !checkbox2) errors.checkbox2 = 'pleaseControlArea';
  return errors;
}
