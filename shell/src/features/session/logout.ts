import { bus, sessionStore } from '@atrium/shared';

/** Spec 1 §4 Logout: clears the token and the last application, then reloads. */
export function logout(): void {
  sessionStore.getState().signOut();
  bus.emit('auth.loggedOut', {});
  window.location.reload();
}
