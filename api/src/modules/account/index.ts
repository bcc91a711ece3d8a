import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { createAttempts } from '../../attempts';
import type { Sessions } from '../../auth';
import { ok } from '../../http/envelope';
import { createMailer, transportFromEnvironment, type MailTransport } from '../../mail';
import { deletionReasonText } from '../../people/definitions';
import { unreadNotificationsOf } from '../../notify';
import { forgetRegistrationFiles, registrationFileKeys } from '../../questions';
import { forgetPicture, type Storage } from '../../storage';
import { unreadMessagesOf } from '../chat';
import { confirmContact } from './confirm';
import { userOf } from './context';
import { accountEntries } from './entries';
import { accountSettings } from './settings';
import { deleteAccount } from './users';

export interface AccountModuleOptions {
  db: Knex;
  sessions: Sessions;
  /** Delivers the confirmation mails besides the outbox; by default the one SMTP_URL names. */
  mailTransport?: MailTransport;
  /** Where the profile picture is kept, deleted with the account. */
  storage: Storage;
  /** The web app's public origin for the undo link of a sign-in e-mail change (PUBLIC_URL by default). */
  publicUrl?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec 1 §5 before the schema: spaces around text fields trimmed, e-mail addresses lowercased,
 * spaces taken out of phone numbers (the dialog does it too). Only spaces: a tab or line break is
 * still refused by the schema, not made valid by being cut off.
 */
async function normaliseBody(request: FastifyRequest) {
  const tidy = (record: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(record)) {
      if (typeof value !== 'string') continue;
      if (/phone/i.test(field)) record[field] = value.replace(/ +/g, '');
      else if (/email/i.test(field)) record[field] = value.replace(/^ +| +$/g, '').toLowerCase();
      else record[field] = value.replace(/^ +| +$/g, '');
    }
  };
  if (!isRecord(request.body)) return;
  tidy(request.body);
  if (isRecord(request.body.contactInfo)) tidy(request.body.contactInfo);
}

/** Spec 1 §7 Account. Every call here needs sign-in and changes only the caller's own account. */
const accountModule: FastifyPluginAsync<AccountModuleOptions> = async (
  app,
  { db, sessions, mailTransport, storage, publicUrl },
) => {
  const mailer = createMailer({
    db,
    log: app.log,
    transport: mailTransport ?? transportFromEnvironment(process.env.SMTP_URL),
  });
  const context = {
    db,
    mailer,
    attempts: createAttempts(db),
    publicUrl: (publicUrl ?? process.env.PUBLIC_URL)?.replace(/\/+$/, '') || null,
  };
  app.addHook('preValidation', normaliseBody);

  app.handle('account/get', async (request) => {
    const { userId } = request.auth;
    const [user, unreadMessages, unreadNotifications] = await Promise.all([
      userOf(db, request),
      unreadMessagesOf(db, userId),
      unreadNotificationsOf(db, userId),
    ]);
    return ok({ user, unreadMessages, unreadNotifications });
  });

  app.handle('account/deletemyaccount', async (request) => {
    const { userId, applicationId } = request.auth;
    await sessions.endAllOf(userId);
    const picture = (await db('users').where({ id: userId, application_id: applicationId }).first('image'))?.image;
    const files = await registrationFileKeys(db, userId);
    await deleteAccount(db, applicationId, userId, deletionReasonText(request.body.reason));
    // Personal data goes with the account (spec 1 §6), the stored picture and registration files too.
    await forgetPicture(db, storage, applicationId, picture ?? null);
    await forgetRegistrationFiles(storage, files);
    return ok(null);
  });

  // The shell's logout (spec 1 §4) calls it, so a token is over on the server too, not only forgotten.
  app.handle('account/signout', async (request) => {
    await sessions.end(request.auth.sessionId);
    return ok(null);
  });

  accountSettings(app, context);
  accountEntries(app, context);
  confirmContact(app, context);
};

export default accountModule;
