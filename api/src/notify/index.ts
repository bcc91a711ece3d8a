import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { channel, type NewNotificationEvent, type Notification } from '@atrium/shared/contract';
import type { Publish } from '../channels';
import { toBoolean, toIsoDate } from '../db';
import type { Language } from '../i18n';
import { textsOf, type NotificationKind, type NotificationParams } from './texts';

export { textsOf, type NotificationKind, type NotificationParams, type StoredTexts } from './texts';

// Issue 13: the one way a notification is made (spec 1 §3, §7): stored for the recipient and
// published as `newNotification` on their `private-{userId}`. Modules get `notify` from server.ts.

/** Which of the recipient's switches (spec 1 §3 notification settings) lets each kind through. */
const SWITCH_OF: Record<NotificationKind, 'people_notifications' | 'event_notifications'> = {
  contactAdded: 'people_notifications',
  appointmentInvite: 'event_notifications',
  appointmentApproved: 'event_notifications',
  appointmentRejected: 'event_notifications',
  appointmentRemoved: 'event_notifications',
  eventNews: 'event_notifications',
};

export interface NotifyRequest {
  applicationId: string;
  /** The recipient. */
  userId: string;
  kind: Exclude<NotificationKind, 'eventNews'>;
  params: NotificationParams;
  /** Who did it (a click opens their profile). */
  relatedUserId?: string | null;
  /** The event it happened in. */
  relatedEventId?: string | null;
}

export type Notify = (request: NotifyRequest) => Promise<Notification | null>;

/** The columns notificationFrom reads, in `language`. */
export function notificationColumns(language: Language) {
  return [
    'notifications.id',
    `notifications.title_${language} as title`,
    `notifications.details_${language} as details`,
    'notifications.created_at',
    'notifications.is_read',
    'notifications.related_user_id',
    'ru.first_name as ru_first_name',
    'ru.last_name as ru_last_name',
    'ru.image as ru_image',
    'notifications.related_event_id',
    're.slug as re_slug',
    'red.logo as re_logo',
  ];
}

/** notifications with what relatedUser and relatedEvent show. */
export function notificationsQuery(db: Knex, language: Language) {
  return db('notifications')
    .leftJoin('users as ru', 'ru.id', 'notifications.related_user_id')
    .leftJoin('events as re', 're.id', 'notifications.related_event_id')
    .leftJoin('event_details as red', 'red.event_id', 'notifications.related_event_id')
    .select(notificationColumns(language));
}

/** Spec 1 §3 Notification from a row of notificationsQuery. */
export function notificationFrom(row: Record<string, unknown>): Notification {
  const name = `${(row.ru_first_name as string | null) ?? ''} ${(row.ru_last_name as string | null) ?? ''}`.trim();
  return {
    id: row.id as string,
    title: row.title as string,
    details: row.details as string,
    createDate: toIsoDate(row.created_at as Date | number)!,
    isRead: toBoolean(row.is_read),
    relatedUser:
      row.related_user_id && row.ru_first_name !== null
        ? { id: row.related_user_id as string, image: (row.ru_image as string | null) ?? null, title: name }
        : null,
    relatedEvent:
      row.related_event_id && row.re_slug
        ? {
            id: row.related_event_id as string,
            slug: row.re_slug as string,
            image: (row.re_logo as string | null) ?? null,
          }
        : null,
  };
}

/** The real-time form of a notification: spec 1 §3's fields, capitalised as newMessage's are. */
export function newNotificationEvent(notification: Notification): NewNotificationEvent {
  const { relatedUser: user, relatedEvent: event } = notification;
  return {
    Id: notification.id,
    Title: notification.title,
    Details: notification.details,
    CreateDate: notification.createDate,
    IsRead: notification.isRead,
    RelatedUser: user && { Id: user.id, Image: user.image, Title: user.title },
    RelatedEvent: event && { Id: event.id, Slug: event.slug, Image: event.image },
  };
}

/**
 * Makes `notify`: stores a notification for a user of the brand, unless their switch for its kind
 * is off (then nothing is stored or sent), and publishes it in the language they chose.
 */
export function createNotify(db: Knex, publish: Publish): Notify {
  return async ({ applicationId, userId, kind, params, relatedUserId = null, relatedEventId = null }) => {
    const recipient = await db('users')
      .where({ id: userId, application_id: applicationId })
      .first('language_code', SWITCH_OF[kind]);
    if (!recipient || !toBoolean(recipient[SWITCH_OF[kind]])) return null;
    const id = randomUUID();
    await db('notifications').insert({
      id,
      application_id: applicationId,
      user_id: userId,
      kind,
      ...textsOf(kind, params),
      related_user_id: relatedUserId,
      related_event_id: relatedEventId,
      is_read: false,
      created_at: new Date(),
    });
    const language: Language = recipient.language_code === 'tr' ? 'tr' : 'en';
    const notification = notificationFrom(await notificationsQuery(db, language).where('notifications.id', id).first());
    publish(channel.private({ userId }), 'newNotification', newNotificationEvent(notification));
    return notification;
  };
}

/** account/get's unreadNotifications. */
export async function unreadNotificationsOf(db: Knex, userId: string): Promise<number> {
  const row = await db('notifications').where({ user_id: userId, is_read: false }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
