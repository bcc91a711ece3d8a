import { callQuery, PAGE_SIZE } from '@atrium/shared';
import { useUserChange } from '../../user';

/** The interests the server knows that match what is typed. */
export const interestSearchQuery = (searchTerm: string) =>
  callQuery('Definition/SearchInterests', { searchTerm, take: PAGE_SIZE.interests });

/** account/addinterest: a known interest or the typed text as a new one; the answer's user goes into the account. */
export function useAddInterest() {
  return useUserChange('account/addinterest', (title: string) => ({ title }));
}

/** account/removeinterest: a tag's x; the answer's user goes into the account. */
export function useRemoveInterest() {
  return useUserChange('account/removeinterest', (title: string) => ({ title }));
}
