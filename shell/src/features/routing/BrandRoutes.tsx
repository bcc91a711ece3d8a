import { inBrand, ROUTE_PATHS, routes } from '@atrium/shared';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { AreaSlot } from '../remotes';
import { GuestOnly, RequireUser } from './guards';

const auth = (
  <GuestOnly>
    <AreaSlot area="auth" />
  </GuestOnly>
);
const home = <AreaSlot area="home" />;
const signedInHome = <RequireUser>{home}</RequireUser>;

/** The routes of spec 1 §2 under /:slug (the route table of shared); each area is a remote parcel. */
export function BrandRoutes() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.login} element={auth} />
      <Route path={ROUTE_PATHS.register} element={auth} />
      <Route path={ROUTE_PATHS.forgotPassword} element={auth} />
      {/* Signed in or not: the owner may still be signed in here when the undo mail comes (issue 32 item 2). */}
      <Route path={ROUTE_PATHS.undoEmailChange} element={<AreaSlot area="auth" />} />
      <Route path={ROUTE_PATHS.start} element={home} />
      {/* A guest sees home's title block with sign-in and register (spec 1 §2); its lists stay closed. */}
      <Route index element={home} />
      <Route path={ROUTE_PATHS.events} element={signedInHome} />
      <Route path={ROUTE_PATHS.incomingEvents} element={signedInHome} />
      <Route path={ROUTE_PATHS.pastEvents} element={signedInHome} />
      <Route
        path={`${ROUTE_PATHS.event}/*`}
        element={
          <RequireUser>
            <AreaSlot area="event" />
          </RequireUser>
        }
      />
      <Route path="*" element={<ToHome />} />
    </Routes>
  );
}

function ToHome() {
  const { slug = '' } = useParams();
  return <Navigate to={inBrand(slug, routes.home())} replace />;
}
