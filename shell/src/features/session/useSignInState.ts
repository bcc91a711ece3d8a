import { accountQuery, CallFailed, sessionStore, useCall, useSession } from '@atrium/shared';
import type { User } from '@atrium/shared/contract';
import { useEffect } from 'react';

/**
 * Sign-in state (spec 1 §4): with a stored token the account is loaded by account/get once the brand
 * is known (its calls need the application); without one the visitor is a guest. The server's no (a
 * 401 included) signs out and the routing guard then sends the visitor to login. Offline, the token
 * stays: the connection banner tells the user, a reload retries.
 * @returns the signed-in user, for the page's hooks that run before the brand is ready: reading the
 * account through useUser there would ask for it too early.
 */
export function useSignInState(brandReady: boolean): User | null {
  const token = useSession((s) => s.token);
  const account = useCall(accountQuery, { enabled: brandReady && token !== null });

  useEffect(() => {
    if (!token) return;
    if (account.data) sessionStore.getState().setSignedIn();
    else if (account.error instanceof CallFailed) sessionStore.getState().signOut();
  }, [token, account.data, account.error]);

  return token === null ? null : (account.data?.user ?? null);
}
