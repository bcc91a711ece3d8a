import { RemoteSlot, remoteArea } from '@atrium/shared';
import { useMemo } from 'react';
import { useParcelHost } from '../../host/HostPropsContext';

/** The social hub of the event, another remote's parcel (DESIGN "The mounting contract"). */
export function SocialHubSlot({ eventId }: { eventId: string }) {
  const host = useParcelHost();
  const props = useMemo(() => (host ? { ...host, eventId } : null), [host, eventId]);
  // Outside a host (a test, a standalone page) there is no registry to load it from.
  if (!props) return null;
  return <RemoteSlot {...remoteArea('eventSocialHub')} props={props} minHeight={320} />;
}
