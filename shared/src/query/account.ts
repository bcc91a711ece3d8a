import { useQuery } from '@tanstack/react-query';
import type { AccountResponse, User } from '../contract';
import { useSession } from '../session';
import { callKey, callQuery } from './call';
import { queryClient } from './queryClient';

/**
 * account/get: the signed-in user and the server's unread totals (spec 1 §4, §7), the one copy of
 * both for the page. Fresh until a change says otherwise (a change's answer, or the unread counts'
 * owner asking again), so every reader shares one load.
 */
export const accountQuery = { ...callQuery('account/get'), staleTime: Infinity };

/** The signed-in user's account as the server answered it, or a part of it; undefined for a guest or while it loads. */
export function useAccount(): AccountResponse | undefined;
export function useAccount<T>(select: (account: AccountResponse) => T): T | undefined;
export function useAccount<T>(select?: (account: AccountResponse) => T): T | AccountResponse | undefined {
  const token = useSession((state) => state.token);
  // Not before the brand is known: account/get needs its application id, and the token is the brand's.
  const brandKnown = useSession((state) => state.application !== null);
  const { data } = useQuery({ ...accountQuery, enabled: token !== null && brandKnown, select });
  return token === null ? undefined : data;
}

/** The signed-in user, or null (a guest, or not loaded yet). */
export function useUser(): User | null {
  return useAccount((account) => account.user) ?? null;
}

/** The signed-in user outside React (an event handler asking "is this mine?"), or null. */
export function currentUser(): User | null {
  return queryClient.getQueryData<AccountResponse>(accountQuery.queryKey)?.user ?? null;
}

/** A change answered the user as it is now (account calls do): the account takes it at once. */
export function setAccountUser(user: User): void {
  queryClient.setQueryData<AccountResponse>(accountQuery.queryKey, (account) => account && { ...account, user });
}

/** Asks account/get again: the server's unread totals changed, or a change did not answer the user. */
export function reloadAccount(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: callKey('account/get') });
}
