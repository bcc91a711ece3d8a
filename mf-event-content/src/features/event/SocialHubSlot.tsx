import { RemoteSlot, remoteArea, useParcelHost, type SocialHubProps } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useMemo } from 'react';

/** The social hub of the event, another remote's parcel (DESIGN "The mounting contract"). */
export function SocialHubSlot({ event }: { event: Event }) {
  const host = useParcelHost();
  const { id: eventId, isAttending } = event;
  const props = useMemo(
    () => (host ? ({ ...host, eventId, isAttending } satisfies SocialHubProps) : null),
    [host, eventId, isAttending],
  );
  // Outside a host (a test, a standalone page) there is no registry to load it from.
  if (!props) return null;
  return <RemoteSlot {...remoteArea('eventSocialHub')} props={props} minHeight={320} />;
}
