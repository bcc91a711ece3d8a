import { api, sessionStore } from '@atrium/shared';
import type { AccountResponse, Envelope, TokenResponse } from '@atrium/shared/contract';

/**
 * Spec 1 §4 Login: on success the token is stored, the account is fetched and user and unread
 * counts are stored. Returns the failed envelope when the server said no.
 */
export async function signIn(email: string, password: string): Promise<Envelope<unknown> | null> {
  const res = await api.call<TokenResponse>('login/signin', { email, password });
  if (res.hasError || !res.data) return res;
  const store = sessionStore.getState();
  store.setToken(res.data.token);
  const account = await api.call<AccountResponse>('account/get');
  if (account.hasError || !account.data) {
    store.signOut();
    return account;
  }
  store.setAccount(account.data);
  return null;
}
