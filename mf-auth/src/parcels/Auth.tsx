import { createParcel, RemotePlaceholder } from '@atrium/shared';
import { Route, Routes } from 'react-router-dom';
import { LoginScreen } from '../features/login';
import '../i18n/auth';

/** Every way in (spec 1 §2): the shell mounts this parcel on login, register and forgot-password. */
function Auth() {
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route path="register" element={<RemotePlaceholder area="register" />} />
      <Route path="forgot-password" element={<RemotePlaceholder area="forgot-password" />} />
    </Routes>
  );
}

export default createParcel(Auth);
