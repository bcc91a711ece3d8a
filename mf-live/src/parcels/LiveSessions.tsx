import { createParcel, type LiveSessionsProps } from '@atrium/shared';
import { LiveSessions } from '../features/sessions';

/** Mounted by mf-event-content on the event's livestreams route (spec 2 §2.1, §2.18). */
export default createParcel<LiveSessionsProps>(({ eventId, eventSlug }) => (
  <LiveSessions key={eventId} eventId={eventId} eventSlug={eventSlug} />
));
