import { createParcel, type NetworkingRoomProps } from '@atrium/shared';
import { RoomPage } from '../features/networking';

/** Mounted by mf-event-content on the event's room/:network_id route (spec 2 §2.1, §2.22). */
export default createParcel<NetworkingRoomProps>(({ eventId, eventSlug, roomId }) => (
  <RoomPage key={`${eventId}/${roomId}`} eventId={eventId} eventSlug={eventSlug} roomId={roomId} />
));
