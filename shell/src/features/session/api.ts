import { api } from '@atrium/shared';
import type { CallName } from '@atrium/shared/contract';

/** Ends the token's session on the server (spec 1 §4 Logout), so a copy of the token stops working too. */
export function endServerSession(): Promise<unknown> {
  return api.call('account/signout');
}

/** A 401 on loading the account ends the sign-in (spec 1 §8); a 401 elsewhere is that call's own. */
export const isAccountLoad = (path: CallName): boolean => path === 'account/get';
