import { callCommand, callQuery, PAGE_SIZE, setAccountUser } from '@atrium/shared';
import { useMutation } from '@tanstack/react-query';

/** The interests the server knows that match what is typed. */
export const interestSearchQuery = (searchTerm: string) =>
  callQuery('Definition/SearchInterests', { searchTerm, take: PAGE_SIZE.interests });

/** account/addinterest: a known interest or the typed text as a new one; the answer's user goes into the account. */
export function useAddInterest() {
  return useMutation({
    mutationFn: (title: string) => callCommand('account/addinterest', { title }),
    onSuccess({ data }) {
      if (data) setAccountUser(data);
    },
  });
}

/** account/removeinterest: a tag's x; the answer's user goes into the account. */
export function useRemoveInterest() {
  return useMutation({
    mutationFn: (title: string) => callCommand('account/removeinterest', { title }),
    onSuccess({ data }) {
      if (data) setAccountUser(data);
    },
  });
}
