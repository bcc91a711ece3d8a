import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { AreaSlot } from '../remotes';
import { GuestOnly, RequireUser } from './guards';

const auth = <AreaSlot remote="mf-auth" module="./Auth" />;
const home = <AreaSlot remote="mf-event-content" module="./Home" />;

/** The routes of spec 1 §2 under /:slug; each area is a remote parcel. */
export function BrandRoutes() {
  return (
    <Routes>
      <Route path="login" element={<GuestOnly>{auth}</GuestOnly>} />
      <Route path="register" element={<GuestOnly>{auth}</GuestOnly>} />
      <Route path="forgot-password" element={<GuestOnly>{auth}</GuestOnly>} />
      <Route path="start" element={home} />
      {/* A guest sees home's title block with sign-in and register (spec 1 §2); its lists stay closed. */}
      <Route index element={home} />
      <Route path="events" element={<RequireUser>{home}</RequireUser>} />
      <Route path="incomingevents" element={<RequireUser>{home}</RequireUser>} />
      <Route path="pastevents" element={<RequireUser>{home}</RequireUser>} />
      <Route
        path="event/:id/*"
        element={
          <RequireUser>
            <AreaSlot remote="mf-event-content" module="./EventContent" />
          </RequireUser>
        }
      />
      <Route path="*" element={<ToHome />} />
    </Routes>
  );
}

function ToHome() {
  const { slug } = useParams();
  return <Navigate to={`/${slug}`} replace />;
}
