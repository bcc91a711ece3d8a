import { CallFailed, callQuery, sessionStore, useCall, useSession } from '@atrium/shared';
import { useEffect } from 'react';

const accountQuery = callQuery('account/get');

/**
 * Sign-in state (spec 1 §4): with a stored token the user is loaded by account/get; without one
 * the visitor is a guest. The server's no (a 401 included) signs out and the routing guard then
 * sends the visitor to login. Offline, the token stays: the connection banner tells the user, a
 * reload retries.
 */
export function useAccount(brandReady: boolean): void {
  const token = useSession((s) => s.token);
  const hasUser = useSession((s) => s.user !== null);
  const account = useCall(accountQuery, { enabled: brandReady && token !== null && !hasUser });

  useEffect(() => {
    if (hasUser || !token) return;
    if (account.data) sessionStore.getState().setAccount(account.data);
    else if (account.error instanceof CallFailed) sessionStore.getState().signOut();
  }, [hasUser, token, account.data, account.error]);
}
