import { RemoteSlot, remoteArea, useParcelHost, type NetworkingProps, type NetworkingRoomProps } from '@atrium/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useEvent } from './useEvent';

// The event's networking rooms (spec 2 §2.21, §2.22) are mf-meeting's parcels (DESIGN "The mounting contract").

/** The networking route: the event's rooms. */
export function NetworkingSlot() {
  const host = useParcelHost();
  const { id: eventId, slug: eventSlug } = useEvent();
  const props = useMemo(
    () => (host ? ({ ...host, eventId, eventSlug } satisfies NetworkingProps) : null),
    [host, eventId, eventSlug],
  );
  // Outside a host (a test, a standalone page) there is no registry to load it from.
  if (!props) return null;
  return <RemoteSlot {...remoteArea('networking')} props={props} minHeight={320} />;
}

/** The room route (room/:network_id): one networking room's page with its meeting room. */
export function NetworkingRoomSlot() {
  const host = useParcelHost();
  const { network_id: roomId = '' } = useParams();
  const { id: eventId, slug: eventSlug } = useEvent();
  const props = useMemo(
    () => (host ? ({ ...host, eventId, eventSlug, roomId } satisfies NetworkingRoomProps) : null),
    [host, eventId, eventSlug, roomId],
  );
  if (!props) return null;
  return <RemoteSlot {...remoteArea('networkingRoom')} props={props} minHeight={320} />;
}
