import { createParcel, type SocialHubProps } from '@atrium/shared';
import { SocialHub } from '../features/feed';

/** Mounted by mf-event-content in the event's right panel and its mobile social drawer (spec 2 §2.2). */
export default createParcel<SocialHubProps>(({ eventId, isAttending }) => (
  <SocialHub key={eventId} eventId={eventId} isAttending={isAttending} />
));
