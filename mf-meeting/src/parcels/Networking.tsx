import { createParcel, type NetworkingProps } from '@atrium/shared';
import { NetworkingList } from '../features/networking';

/** Mounted by mf-event-content on the event's networking route (spec 2 §2.1, §2.21). */
export default createParcel<NetworkingProps>(({ eventId, eventSlug }) => (
  <NetworkingList key={eventId} eventId={eventId} eventSlug={eventSlug} />
));
