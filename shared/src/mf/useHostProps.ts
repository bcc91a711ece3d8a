import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation, useParams } from 'react-router-dom';
import type { HostProps } from './types';

/**
 * The one adapter that reads the host's navigator (DESIGN.md): everything a parcel needs to
 * render under the host's router.
 */
export function useHostProps(basename: string, slug: string): HostProps {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const params = useParams();
  return useMemo(
    () => ({ slug, basename, location, navigator, params, eventId: undefined }),
    [slug, basename, location, navigator, params],
  );
}
