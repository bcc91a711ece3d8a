import { bus, sessionStore } from '@atrium/shared';
import type { Subscription } from 'rxjs';
import { endServerSession } from './api';

/**
 * Spec 1 §4 Logout: clears the token and the last application, then reloads. First the server ends
 * the token's session; best effort: offline or with a token already ended, the user is still signed
 * out here.
 */
export function logout(): void {
  void endServerSession()
    .catch(() => null)
    .then(() => {
      sessionStore.getState().signOut();
      bus.emit('auth.loggedOut', {});
      window.location.reload();
    });
}

/** A remote asks for the logout through the bus ('auth.logout': the account dialog's logout and deletion). */
export function logoutOnRequest(): Subscription {
  return bus.on('auth.logout').subscribe(() => logout());
}
