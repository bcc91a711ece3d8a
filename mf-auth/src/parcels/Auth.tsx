import { createParcel } from '@atrium/shared';
import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordScreen } from '../features/forgotPassword';
import { LoginScreen } from '../features/login';
import { PolicyDialog, usePolicies } from '../features/policy';
import { RegisterScreen } from '../features/register';
import '../i18n/auth';

/** Every way in (spec 1 §2): the shell mounts this parcel on login, register and forgot-password. */
export function Auth() {
  const lists = usePolicies();
  return (
    <>
      <Routes>
        <Route path="login" element={<LoginScreen />} />
        <Route path="register" element={<RegisterScreen />} />
        <Route path="forgot-password" element={<ForgotPasswordScreen />} />
      </Routes>
      {/* ?openPolicy=<slug> opens it on any of the three (spec 1 §2 login), as do the forms' policy links. */}
      <PolicyDialog lists={lists} />
    </>
  );
}

export default createParcel(Auth);
