import { RemoteSlot, remoteArea, useHostProps, type AreaName } from '@atrium/shared';
import { useParams } from 'react-router-dom';

/** Mounts the remote parcel of one area (the catalogue says whose) under the brand's slug. */
export function AreaSlot({ area }: { area: AreaName }) {
  const { slug = '' } = useParams();
  const props = useHostProps(`/${slug}`, slug);
  return <RemoteSlot {...remoteArea(area)} props={props} />;
}
