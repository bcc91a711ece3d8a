import { RemoteSlot, remoteArea, useHostProps, type AreaName } from '@atrium/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

/**
 * Mounts the remote parcel of one area (the catalogue says whose) under the brand's slug. `props`
 * are the area's own (the profile dialog's userId); a new object updates the mounted parcel.
 */
export function AreaSlot<P extends object>({ area, props }: { area: AreaName; props?: P }) {
  const { slug = '' } = useParams();
  const host = useHostProps(`/${slug}`, slug);
  const merged = useMemo(() => ({ ...host, ...props }), [host, props]);
  return <RemoteSlot {...remoteArea(area)} props={merged} />;
}
