import { inBrand, routes, useSession } from '@atrium/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { FullPageSkeleton } from '../layout';

/** Guests are sent to login (spec 1 §2); the page they wanted comes back after sign-in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const { slug = '' } = useParams();
  const location = useLocation();
  if (status === 'unknown') return <FullPageSkeleton />;
  if (status === 'guest') {
    // Relative to the brand: the auth remote navigates under the same /:slug basename.
    const back = `${location.pathname.slice(`/${slug}`.length) || '/'}${location.search}`;
    return <Navigate to={inBrand(slug, routes.login({ returnUrl: back }))} replace />;
  }
  return <>{children}</>;
}

/** Login, register and forgot-password make no sense once signed in: go home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const { slug = '' } = useParams();
  if (status === 'unknown') return <FullPageSkeleton />;
  if (status === 'signedIn') return <Navigate to={inBrand(slug, routes.home())} replace />;
  return <>{children}</>;
}
