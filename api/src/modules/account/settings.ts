import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db';
import { ApiError, ok } from '../../http/envelope';
import { userOf, type AccountContext } from './context';

/** '' and null both clear an optional field. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Spec 1 §7 Account: the Account tab, the contact information and the switches of the dialog. */
export function accountSettings(app: FastifyInstance, { db }: AccountContext) {
  app.handle('account/updateprofile', async (request) => {
    const { userId, applicationId } = request.auth;
    const { firstName, lastName, email, languageCode } = request.body;
    const phoneNumber = blankToNull(request.body.phoneNumber);
    const current = await db('users')
      .where({ id: userId, application_id: applicationId })
      .first('email', 'phone_number');
    if (!current) throw new ApiError(401, 'notLoggedIn');
    const changes: Record<string, unknown> = {
      ...(firstName !== undefined && { first_name: firstName }),
      ...(lastName !== undefined && { last_name: lastName }),
      ...(languageCode !== undefined && { language_code: languageCode }),
    };
    // A changed address or number is unconfirmed until account/confirm.
    if (email !== undefined && email !== current.email) {
      const taken = await db('users')
        .where({ application_id: applicationId, email })
        .whereNot({ id: userId })
        .first('id');
      if (taken) throw new ApiError(400, 'emailTaken', { email: 'emailTaken' });
      Object.assign(changes, { email, email_confirmed: false });
    }
    if (phoneNumber !== undefined && phoneNumber !== current.phone_number) {
      Object.assign(changes, { phone_number: phoneNumber, phone_number_confirmed: false });
    }
    if (Object.keys(changes).length) {
      try {
        await db('users')
          .where({ id: userId, application_id: applicationId })
          .update({ ...changes, updated_at: new Date() });
      } catch (error) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error)) throw new ApiError(400, 'emailTaken', { email: 'emailTaken' });
        throw error;
      }
    }
    return ok(await userOf(db, request));
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
