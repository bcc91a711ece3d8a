import { api, sessionStore } from '@atrium/shared';
import type { AccountResponse, Envelope } from '@atrium/shared/contract';

/**
 * Spec 1 §4 Login: the token is stored, the account is fetched, user and unread counts are stored.
 * Every way in ends here. Returns the failed envelope when the account could not be loaded.
 */
export async function completeSignIn(token: string): Promise<Envelope<unknown> | null> {
  const store = sessionStore.getState();
  store.setToken(token);
  const account = await api.call<AccountResponse>('account/get');
  if (account.hasError || !account.data) {
    store.signOut();
    return account;
  }
  store.setAccount(account.data);
  return null;
}
