import { CallFailed, callData, sessionStore } from '@atrium/shared';

/**
 * Spec 1 §4 Login: the token is stored, the account is fetched, user and unread counts are stored.
 * Every way in ends here. Rejects with CallFailed (signed out again) when the account could not be loaded.
 */
export async function completeSignIn(token: string): Promise<void> {
  const store = sessionStore.getState();
  store.setToken(token);
  try {
    store.setAccount(await callData('account/get'));
  } catch (error) {
    if (error instanceof CallFailed) store.signOut();
    throw error;
  }
}
