import { RemoteSlot, useHostProps } from '@atrium/shared';
import { useParams } from 'react-router-dom';

/** Mounts one remote area under the brand's slug with the host's router. */
export function AreaSlot({ remote, module }: { remote: string; module: string }) {
  const { slug = '' } = useParams();
  const props = useHostProps(`/${slug}`, slug);
  return <RemoteSlot remote={remote} module={module} props={props} />;
}
