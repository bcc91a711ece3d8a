import { callKey, callPages, PAGE_SIZE, useCallMutation } from '@atrium/shared';

/** account/getfollowings: whom the user follows, 20 a page (spec 1 §7, §9). */
export const contactPages = (searchTerm: string) =>
  callPages('account/getfollowings', { searchTerm: searchTerm || null }, { take: PAGE_SIZE.contacts });

/** Account/GetSuggestions: people to follow, best match first, 20 a page (spec 1 §7, issue 12 item 7). */
export const suggestionPages = (searchTerm: string) =>
  callPages('Account/GetSuggestions', { searchTerm: searchTerm || null }, { take: PAGE_SIZE.suggestions });

/**
 * profile/changefollow {follow: true} from a suggestion card. The contacts list reloads; the
 * suggestions stay as they are, so the card marks itself followed instead of the list jumping.
 */
export function useFollow() {
  return useCallMutation('profile/changefollow', { invalidates: [callKey('account/getfollowings')] });
}
