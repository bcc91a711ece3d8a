import { createParcel, ROUTE_PATHS } from '@atrium/shared';
import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordScreen } from '../features/forgotPassword';
import { LoginScreen } from '../features/login';
import { RegisterScreen } from '../features/register';
import { UndoEmailChangeScreen } from '../features/undoEmailChange';
import '../i18n/auth';

/**
 * Every way in (spec 1 §2): the shell mounts this parcel on login, register and forgot-password,
 * and on the undo of a sign-in e-mail change (issue 32 item 2).
 * The policy dialog of these pages (a form's policy link, ?openPolicy=) is the shell's.
 */
export function Auth() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.login} element={<LoginScreen />} />
      <Route path={ROUTE_PATHS.register} element={<RegisterScreen />} />
      <Route path={ROUTE_PATHS.forgotPassword} element={<ForgotPasswordScreen />} />
      <Route path={ROUTE_PATHS.undoEmailChange} element={<UndoEmailChangeScreen />} />
    </Routes>
  );
}

export default createParcel(Auth);
