import type { Knex } from 'knex';
import type { TokenClaims } from '../../auth';

// Spec 1 §7 Real-time account channels, and the channels of one event (spec 2).
const ACCOUNT_CHANNEL = /^(?:private|presence-user)-(.+)$/;
// message-{userId} is the user's own; message-{groupId} a chat's, for its members (issue 13).
const MESSAGE_CHANNEL = /^message-(.+)$/;
// networking-area before networking, so `networking-area-{id}` is not read as event `area-{id}`.
const EVENT_CHANNEL = /^(?:livestream|networking-area|networking)-(.+)$/;
// The social hub is read by anyone of the brand, as the event's other content (issue 15).
const SOCIAL_HUB_CHANNEL = /^event-social-hub-(.+)$/;
// presence-session-{appId}-{eventId}-{sessionId} (spec 2 §7.6); ids are UUIDs, which hold dashes themselves.
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const SESSION_PRESENCE_CHANNEL = new RegExp(`^presence-session-(${UUID})-(${UUID})-(${UUID})$`);
// presence-networking-{appId}-{eventId}-{roomId}, the networking room page's (spec 2 §7.6).
const NETWORKING_PRESENCE_CHANNEL = new RegExp(`^presence-networking-(${UUID})-(${UUID})-(${UUID})$`);

/** The application, event and session of a session's presence channel, or null for another channel. */
export function sessionPresenceOf(
  channel: string,
): { applicationId: string; eventId: string; sessionId: string } | null {
  const match = SESSION_PRESENCE_CHANNEL.exec(channel);
  return match ? { applicationId: match[1], eventId: match[2], sessionId: match[3] } : null;
}

async function attendsEvent(db: Knex, { userId, applicationId }: TokenClaims, eventId: string): Promise<boolean> {
  const row = await db('event_attendees')
    .join('events', 'events.id', 'event_attendees.event_id')
    .where({ 'event_attendees.user_id': userId, 'events.id': eventId, 'events.application_id': applicationId })
    .first('events.id');
  return Boolean(row);
}

async function seesEvent(db: Knex, { applicationId }: TokenClaims, eventId: string): Promise<boolean> {
  return Boolean(await db('events').where({ id: eventId, application_id: applicationId }).first('id'));
}

async function sessionOfEvent(db: Knex, eventId: string, sessionId: string): Promise<boolean> {
  return Boolean(await db('live_sessions').where({ id: sessionId, event_id: eventId }).first('id'));
}

async function roomOfEvent(db: Knex, eventId: string, roomId: string): Promise<boolean> {
  return Boolean(await db('networking_rooms').where({ id: roomId, event_id: eventId }).first('id'));
}

async function inChat(db: Knex, { userId, applicationId }: TokenClaims, groupId: string): Promise<boolean> {
  const row = await db('message_group_members')
    .join('message_groups', 'message_groups.id', 'message_group_members.group_id')
    .where({ 'message_groups.id': groupId, 'message_groups.application_id': applicationId })
    .where('message_group_members.user_id', userId)
    .first('message_groups.id');
  return Boolean(row);
}

/**
 * The one place that decides who may join a channel: a user joins only their own account
 * channels, the channels of chats they are in, the social hub of any event of their application,
 * and the other channels of events of their application that they attend (a session's or a
 * networking room's presence channel too, named with their own application and a session or room
 * of that event).
 */
export async function mayJoinChannel(db: Knex, claims: TokenClaims, channel: string): Promise<boolean> {
  const account = ACCOUNT_CHANNEL.exec(channel);
  if (account) return account[1] === claims.userId;
  const message = MESSAGE_CHANNEL.exec(channel);
  if (message) return message[1] === claims.userId || inChat(db, claims, message[1]);
  const hub = SOCIAL_HUB_CHANNEL.exec(channel);
  if (hub) return seesEvent(db, claims, hub[1]);
  const presence = sessionPresenceOf(channel);
  if (presence) {
    return (
      presence.applicationId === claims.applicationId &&
      (await attendsEvent(db, claims, presence.eventId)) &&
      sessionOfEvent(db, presence.eventId, presence.sessionId)
    );
  }
  const room = NETWORKING_PRESENCE_CHANNEL.exec(channel);
  if (room) {
    const [, applicationId, eventId, roomId] = room;
    return (
      applicationId === claims.applicationId &&
      (await attendsEvent(db, claims, eventId)) &&
      roomOfEvent(db, eventId, roomId)
    );
  }
  const event = EVENT_CHANNEL.exec(channel);
  if (event) return attendsEvent(db, claims, event[1]);
  return false;
}
