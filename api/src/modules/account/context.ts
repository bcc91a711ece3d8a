import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { User } from '@atrium/shared/contract';
import type { SignedInRequest } from '../../http/calls';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, t, type MessageKey } from '../../i18n';
import type { Attempts } from '../../attempts';
import type { Mailer } from '../../mail';
import { findUser } from './users';

/** What the account calls share: the database, the mailer, and the caller as they now are. */
export interface AccountContext {
  db: Knex;
  mailer: Mailer;
  /** The sign-in attempt limit: a wrong password in a sign-in e-mail change counts in it. */
  attempts: Attempts;
  /** The web app's public origin for links in mails (PUBLIC_URL); null when mails carry the code alone. */
  publicUrl: string | null;
}

export const languageOf = (request: FastifyRequest) => languageFrom(request.headers['accept-language']);

/** The caller's account, as account/get answers it: every change answers it (the call table's `User`). */
export async function userOf(db: Knex, request: SignedInRequest): Promise<User> {
  const { userId, applicationId } = request.auth;
  const user = await findUser(db, applicationId, userId, languageOf(request));
  if (!user) throw new ApiError(401, 'notLoggedIn');
  return user;
}

/** A success whose message is for the snackbar, in the caller's language. */
export function answered<T>(request: FastifyRequest, data: T, key: MessageKey, values: Record<string, string> = {}) {
  const text = Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{${name}}`, value),
    t(languageOf(request), key),
  );
  return { ...ok(data), message: text };
}

/**
 * Adds a row to one of the caller's own lists, or changes the one with `id`. Only the caller's
 * own rows are ever found: another user's id is "Data not found." and changes nothing.
 */
export async function saveEntry(
  db: Knex,
  table: 'user_jobs' | 'user_schools' | 'user_languages',
  userId: string,
  id: string | null | undefined,
  fields: Record<string, unknown>,
): Promise<void> {
  if (id) {
    const changed = await db(table).where({ id, user_id: userId }).update(fields);
    if (!changed) throw new ApiError(404, 'dataNotFound');
    return;
  }
  await db(table).insert({ id: randomUUID(), user_id: userId, created_at: new Date(), ...fields });
}

/** Removes one row of the caller's own list; another user's id is "Data not found.". */
export async function removeEntry(
  db: Knex,
  table: 'user_jobs' | 'user_schools' | 'user_languages',
  userId: string,
  id: string,
): Promise<void> {
  if (!(await db(table).where({ id, user_id: userId }).delete())) throw new ApiError(404, 'dataNotFound');
}
