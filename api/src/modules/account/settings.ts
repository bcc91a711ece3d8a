import type { FastifyInstance } from 'fastify';
import { cancelPendingEmail, startEmailChange } from '../../emailChanges';
import { ApiError, ok } from '../../http/envelope';
import { answered, languageOf, userOf, type AccountContext } from './context';
import { allowEmailChange, mailEmailChange, type ChangingUser } from './emailChange';

/** '' and null both clear an optional field. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Spec 1 §7 Account: the Account tab, the contact information and the switches of the dialog. */
export function accountSettings(app: FastifyInstance, context: AccountContext) {
  const { db } = context;
  app.handle('account/updateprofile', async (request) => {
    const { userId, applicationId } = request.auth;
    const { firstName, lastName, email, password, languageCode } = request.body;
    const phoneNumber = blankToNull(request.body.phoneNumber);
    const current = await db('users')
      .join('applications', 'applications.id', 'users.application_id')
      .where({ 'users.id': userId, 'users.application_id': applicationId })
      .first(
        'users.email',
        'users.phone_number',
        'users.password_hash',
        'users.language_code',
        'applications.name',
        'applications.slug',
      );
    if (!current) throw new ApiError(401, 'notLoggedIn');
    const callerLanguage = languageOf(request);
    const user: ChangingUser = {
      userId,
      applicationId,
      email: current.email,
      passwordHash: current.password_hash,
      language:
        current.language_code === 'tr' || current.language_code === 'en' ? current.language_code : callerLanguage,
      brand: current.name,
      slug: current.slug,
    };
    // Issue 32 item 2: a new sign-in address waits for its code; the one sent as it is ends a wait.
    const newEmail = email !== undefined && email !== current.email ? email : null;
    if (newEmail) await allowEmailChange(context, request, user, newEmail, password);

    const changes: Record<string, unknown> = {
      ...(firstName !== undefined && { first_name: firstName }),
      ...(lastName !== undefined && { last_name: lastName }),
      ...(languageCode !== undefined && { language_code: languageCode }),
    };
    // A changed number is unconfirmed until account/confirm.
    if (phoneNumber !== undefined && phoneNumber !== current.phone_number) {
      Object.assign(changes, { phone_number: phoneNumber, phone_number_confirmed: false });
    }
    const undoCode = await db.transaction(async (trx) => {
      if (Object.keys(changes).length) {
        await trx('users')
          .where({ id: userId, application_id: applicationId })
          .update({ ...changes, updated_at: new Date() });
      }
      if (newEmail) return startEmailChange(trx, { applicationId, userId, oldEmail: current.email, newEmail });
      if (email !== undefined) await cancelPendingEmail(trx, userId);
      return null;
    });
    if (!newEmail || !undoCode) return ok(await userOf(db, request));
    await mailEmailChange(context, user, { newEmail, undoCode, callerLanguage });
    return answered(request, await userOf(db, request), 'emailChangeCodeSent', { target: newEmail });
  });

  app.handle('account/updatecontactinfo', async (request) => {
    const { userId, applicationId } = request.auth;
    const { company, title, email, cellPhone, phone, about } = request.body.contactInfo;
    // A field left out stays as it is; one sent empty is cleared.
    const changes = Object.fromEntries(
      Object.entries({
        contact_company: blankToNull(company),
        contact_title: blankToNull(title),
        contact_email: blankToNull(email),
        contact_cell_phone: blankToNull(cellPhone),
        contact_phone: blankToNull(phone),
        contact_about: blankToNull(about),
      }).filter(([, value]) => value !== undefined),
    );
    await db('users')
      .where({ id: userId, application_id: applicationId })
      .update({ ...changes, updated_at: new Date() });
    return ok(await userOf(db, request));
  });

  app.handle('Account/UpdateAccountGeneralSettings', async (request) => {
    const { userId, applicationId } = request.auth;
    const { showMeOnAPP, showMeBusy, showConnectedAccount } = request.body;
    await db('users')
      .where({ id: userId, application_id: applicationId })
      .update({
        show_me_on_app: showMeOnAPP,
        show_me_busy: showMeBusy,
        ...(showConnectedAccount !== undefined && { show_connected_account: showConnectedAccount }),
        updated_at: new Date(),
      });
    return ok(await userOf(db, request));
  });

  app.handle('account/togglenotifications', async (request) => {
    const { userId, applicationId } = request.auth;
    const { peopleNotifications, messageNotifications, eventNotifications } = request.body;
    await db('users').where({ id: userId, application_id: applicationId }).update({
      people_notifications: peopleNotifications,
      message_notifications: messageNotifications,
      event_notifications: eventNotifications,
      updated_at: new Date(),
    });
    return ok(await userOf(db, request));
  });
}
