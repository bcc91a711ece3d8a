import type { AccountResponse, Application, User } from '../contract';
import { accountQuery, queryClient } from '../query';
import { sessionStore } from '../session';

/**
 * A signed-in page for a unit test: the token and status in the session store, and the account as
 * account/get would have answered it in the query cache (the one copy of the user and the unread
 * totals). `account` overrides the totals.
 */
export function signInAs(
  user: User,
  {
    application,
    token = 't',
    ...account
  }: Partial<Omit<AccountResponse, 'user'>> & {
    application?: Application;
    token?: string;
  } = {},
): void {
  sessionStore.setState({ token, status: 'signedIn', ...(application ? { application } : {}) });
  queryClient.setQueryData<AccountResponse>(accountQuery.queryKey, {
    user,
    unreadMessages: 0,
    unreadNotifications: 0,
    ...account,
  });
}

/** A guest page: no token, no account. */
export function signOutForTest(application?: Application): void {
  sessionStore.setState({ token: null, status: 'guest', ...(application ? { application } : {}) });
  queryClient.removeQueries({ queryKey: accountQuery.queryKey });
}
