import { createParcel, ROUTE_PATHS } from '@atrium/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthCardSkeleton } from '../features/layout';
import { LoginScreen } from '../features/login';
import '../i18n/auth';

// Only the login is on the first screen of most visits; the other ways in load when opened
// (issue 30 item 5: the login route's JS budget).
const RegisterScreen = lazy(() => import('../features/register').then((m) => ({ default: m.RegisterScreen })));
const ForgotPasswordScreen = lazy(() =>
  import('../features/forgotPassword').then((m) => ({ default: m.ForgotPasswordScreen })),
);
const UndoEmailChangeScreen = lazy(() =>
  import('../features/undoEmailChange').then((m) => ({ default: m.UndoEmailChangeScreen })),
);

/**
 * Every way in (spec 1 §2): the shell mounts this parcel on login, register and forgot-password,
 * and on the undo of a sign-in e-mail change (issue 32 item 2).
 * The policy dialog of these pages (a form's policy link, ?openPolicy=) is the shell's.
 */
export function Auth() {
  return (
    <Suspense fallback={<AuthCardSkeleton />}>
      <Routes>
        <Route path={ROUTE_PATHS.login} element={<LoginScreen />} />
        <Route path={ROUTE_PATHS.register} element={<RegisterScreen />} />
        <Route path={ROUTE_PATHS.forgotPassword} element={<ForgotPasswordScreen />} />
        <Route path={ROUTE_PATHS.undoEmailChange} element={<UndoEmailChangeScreen />} />
      </Routes>
    </Suspense>
  );
}

export default createParcel(Auth);
