import { accountQuery, CallFailed, queryClient, sessionStore } from '@atrium/shared';

/**
 * Spec 1 §4 Login: the token is stored, the account (the user and the unread counts) is loaded into
 * the page's cache, and the visitor is signed in. Every way in ends here. Rejects with CallFailed
 * (signed out again) when the account could not be loaded.
 */
export async function completeSignIn(token: string): Promise<void> {
  const store = sessionStore.getState();
  store.setToken(token);
  try {
    await queryClient.fetchQuery(accountQuery);
    store.setSignedIn();
  } catch (error) {
    if (error instanceof CallFailed) store.signOut();
    throw error;
  }
}
