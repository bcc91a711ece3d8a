import { callData, callKey, queryClient, sessionStore, useSession } from '@atrium/shared';
import type { AccountResponse, User } from '@atrium/shared/contract';

/** The signed-in user, as the session holds it (the shell opens the dialog only for one). */
export function useUser(): User | null {
  return useSession((state) => state.user);
}

/**
 * The user as a change left it (each account call answers it): the session and the account/get
 * answer take it at once, so the header's account bar shows the new name and picture.
 */
export function applyUser(user: User): void {
  const { unreadMessages, unreadNotifications } = sessionStore.getState();
  const account: AccountResponse = { user, unreadMessages, unreadNotifications };
  sessionStore.getState().setAccount(account);
  queryClient.setQueryData(callKey('account/get'), account);
}

/** Loads the user again (after an upload, whose answer is the file, not the user). */
export async function reloadUser(): Promise<void> {
  const account = await callData('account/get');
  sessionStore.getState().setAccount(account);
  queryClient.setQueryData(callKey('account/get'), account);
}
