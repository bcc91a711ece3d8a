import type { Knex } from 'knex';
import type { TokenClaims } from '../../auth';

// Spec 1 §7 Real-time account channels, and the channels of one event (spec 2).
const ACCOUNT_CHANNEL = /^(?:private|message|presence-user)-(.+)$/;
// networking-area before networking, so `networking-area-{id}` is not read as event `area-{id}`.
const EVENT_CHANNEL = /^(?:livestream|event-social-hub|networking-area|networking)-(.+)$/;

async function attendsEvent(db: Knex, { userId, applicationId }: TokenClaims, eventId: string): Promise<boolean> {
  const row = await db('event_attendees')
    .join('events', 'events.id', 'event_attendees.event_id')
    .where({ 'event_attendees.user_id': userId, 'events.id': eventId, 'events.application_id': applicationId })
    .first('events.id');
  return Boolean(row);
}

/**
 * The one place that decides who may join a channel: a user joins only their own account
 * channels and the channels of events of their application that they attend.
 */
export async function mayJoinChannel(db: Knex, claims: TokenClaims, channel: string): Promise<boolean> {
  const account = ACCOUNT_CHANNEL.exec(channel);
  if (account) return account[1] === claims.userId;
  const event = EVENT_CHANNEL.exec(channel);
  if (event) return attendsEvent(db, claims, event[1]);
  return false;
}
