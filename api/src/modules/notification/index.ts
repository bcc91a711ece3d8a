import type { FastifyPluginAsync } from 'fastify';
import { createRateLimits } from '../../rateLimits';
import type { Knex } from 'knex';
import { APPOINTMENT_STATUS } from '@atrium/shared/contract';
import { pageOf } from '../../db';
import { page } from '../../eventScope';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom } from '../../i18n';
import { notificationFrom, notificationsQuery, type Notify } from '../../notify';
import { nameOf } from '../../people';
import { inviteesOf, listAppointments, ownAppointment } from './appointments';
import { appointmentEvent, availableTimes, checkInvitees, durationIn } from './availability';
import { createAppointment } from './create';

/** Spec 1 §9: notifications come 10 a page. */
const NOTIFICATIONS_PAGE_SIZE = 10;

export interface NotificationModuleOptions {
  db: Knex;
  /** Stores and publishes a notification (src/notify). */
  notify: Notify;
}

type Auth = { userId: string; applicationId: string };

/**
 * Spec 1 §7 Notifications and appointments. Every call needs sign-in and reaches only the caller's
 * own notifications and the appointments they are in; another user's id is "Data not found.".
 */
const notificationModule: FastifyPluginAsync<NotificationModuleOptions> = async (app, { db, notify }) => {
  const limits = createRateLimits(db);
  const mine = ({ userId, applicationId }: Auth) =>
    db('notifications').where({ user_id: userId, application_id: applicationId });

  app.handle('notification/list', async (request) => {
    const auth = request.auth;
    const query = notificationsQuery(db, languageFrom(request.headers['accept-language']))
      .where({ 'notifications.user_id': auth.userId, 'notifications.application_id': auth.applicationId })
      .orderBy([
        { column: 'notifications.created_at', order: 'desc' },
        { column: 'notifications.id', order: 'desc' },
      ]);
    const { rows, totalCount } = await pageOf<Record<string, unknown>>(
      query,
      page(request.body, NOTIFICATIONS_PAGE_SIZE),
    );
    return ok({ items: rows.map(notificationFrom), totalCount });
  });

  app.handle('notification/read', async (request) => {
    if (!(await mine(request.auth).where({ id: request.body.id }).update({ is_read: true }))) {
      throw new ApiError(404, 'dataNotFound');
    }
    return ok(null);
  });

  app.handle('notification/delete', async (request) => {
    if (!(await mine(request.auth).where({ id: request.body.id }).delete())) throw new ApiError(404, 'dataNotFound');
    return ok(null);
  });

  app.handle('notification/readall', async (request) => {
    await mine(request.auth).where({ is_read: false }).update({ is_read: true });
    return ok(null);
  });

  app.handle('notification/deleteall', async (request) => {
    await mine(request.auth).delete();
    return ok(null);
  });

  app.handle('Notification/ListAppointments', async (request) => {
    const { userId, applicationId } = request.auth;
    return ok(await listAppointments(db, applicationId, userId));
  });

  /** Spec 1 §4: the caller answers an invitation; the owner is told. */
  const answer = async (auth: Auth, id: string, status: 1 | 2) => {
    const appointment = await ownAppointment(db, auth.applicationId, auth.userId, id);
    if (status === APPOINTMENT_STATUS.rejected && appointment.owner_id === auth.userId) {
      throw new ApiError(400, 'appointmentOwnerRejects');
    }
    if (appointment.finished) throw new ApiError(400, 'appointmentOver');
    // Approve only while pending; reject while pending or coming (spec 1 §4).
    const answerable =
      status === APPOINTMENT_STATUS.accepted
        ? appointment.status === APPOINTMENT_STATUS.pending
        : appointment.status !== APPOINTMENT_STATUS.rejected;
    if (!answerable) throw new ApiError(400, 'appointmentAlreadyAnswered');
    await db('appointment_users').where({ appointment_id: id, user_id: auth.userId }).update({ status });
    await notify({
      applicationId: auth.applicationId,
      userId: appointment.owner_id,
      kind: status === APPOINTMENT_STATUS.accepted ? 'appointmentApproved' : 'appointmentRejected',
      params: { name: await nameOf(db, auth.userId), title: appointment.title },
      relatedUserId: auth.userId,
      relatedEventId: appointment.event_id,
    });
    return ok(null);
  };
  app.handle('notification/approveappointment', (request) =>
    answer(request.auth, request.body.id, APPOINTMENT_STATUS.accepted),
  );
  app.handle('notification/rejectappointment', (request) =>
    answer(request.auth, request.body.id, APPOINTMENT_STATUS.rejected),
  );

  app.handle('notification/removeappointment', async (request) => {
    const { userId, applicationId } = request.auth;
    const appointment = await ownAppointment(db, applicationId, userId, request.body.id);
    if (appointment.owner_id !== userId) throw new ApiError(403, 'appointmentOnlyOwnerRemoves');
    const invitees = await inviteesOf(db, appointment);
    await db('appointments').where({ id: appointment.id }).delete();
    // Those still expecting it are told; a past one or a refused invitation needs no news.
    if (!appointment.finished) {
      const name = await nameOf(db, userId);
      for (const invitee of invitees.filter((row) => Number(row.status) !== APPOINTMENT_STATUS.rejected)) {
        await notify({
          applicationId,
          userId: invitee.user_id,
          kind: 'appointmentRemoved',
          params: { name, title: appointment.title },
          relatedUserId: userId,
          relatedEventId: appointment.event_id,
        });
      }
    }
    return ok(null);
  });

  app.handle('notification/getavailabletimes', async (request) => {
    const { userId, applicationId } = request.auth;
    const now = new Date();
    const event = await appointmentEvent(db, applicationId, userId, request.body.eventId, now);
    const invitees = await checkInvitees(db, event, userId, request.body.userIds);
    const duration = durationIn(event, request.body.duration);
    return ok(await availableTimes(db, event, [userId, ...invitees], request.body.appointmentDate, duration, now));
  });

  app.handle('notification/createappointment', async (request) => {
    const { userId, applicationId } = request.auth;
    const countRequest = () => limits.check('appointmentRequest', { userId, address: request.ip });
    return ok(await createAppointment(db, notify, applicationId, userId, request.body, countRequest));
  });
};

export default notificationModule;
