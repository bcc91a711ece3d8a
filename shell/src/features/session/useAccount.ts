import { api, sessionStore, useSession } from '@atrium/shared';
import type { AccountResponse } from '@atrium/shared/contract';
import { useEffect } from 'react';

/**
 * Sign-in state (spec 1 §4): with a stored token the user is loaded by account/get; without one
 * the visitor is a guest. A 401 on account/get clears the token (the api client's onUnauthorized)
 * and the routing guard then sends the visitor to login.
 */
export function useAccount(brandReady: boolean): void {
  const token = useSession((s) => s.token);
  const hasUser = useSession((s) => s.user !== null);

  useEffect(() => {
    if (!brandReady) return;
    if (!token || hasUser) return;
    let cancelled = false;
    api
      .call<AccountResponse>('account/get')
      .then((res) => {
        if (cancelled) return;
        if (!res.hasError && res.data) sessionStore.getState().setAccount(res.data);
        else sessionStore.getState().signOut();
      })
      .catch(() => {
        // Offline: keep the token; the connection banner tells the user, a reload retries.
      });
    return () => {
      cancelled = true;
    };
  }, [brandReady, token, hasUser]);
}
