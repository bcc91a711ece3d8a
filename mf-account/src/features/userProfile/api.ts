import { callGetQuery, callKey, currentUser, queryClient, setAccountUser, useCallMutation } from '@atrium/shared';
import type { ProfileResponse } from '@atrium/shared/contract';

/** GET profile/get?userID= (spec 1 §7): the user and the events both attend. */
export const profileQuery = (userID: string) => callGetQuery('profile/get', { userID });

/** GET definition/listenums: the language level names in the caller's language. */
export const enumsQuery = () => callGetQuery('definition/listenums');

/** Lists that show whom one follows or could follow (the messages hub's), reloaded after a change. */
const contactLists = () => [callKey('account/getfollowings'), callKey('Account/GetSuggestions')];

/** profile/changefollow; once the server said yes, the profile on screen shows the new state. */
export function useChangeFollow() {
  const mutation = useCallMutation('profile/changefollow', { invalidates: contactLists() });
  async function changeFollow(userID: string, follow: boolean): Promise<void> {
    await mutation.mutateAsync({ userID, follow });
    queryClient.setQueryData<ProfileResponse>(profileQuery(userID).queryKey, (data) =>
      data ? { ...data, item: { ...data.item, isFollowed: follow } } : data,
    );
  }
  return { changeFollow, busy: mutation.isPending };
}

/**
 * account/toggleblockquery: the server says the new state, which goes into the account user's
 * blockedUserIds, where the switch and the message button read it (spec 1 §4 Block).
 */
export function useToggleBlock() {
  const mutation = useCallMutation('account/toggleblockquery', { invalidates: contactLists() });
  async function toggleBlock(id: string): Promise<boolean> {
    const { data } = await mutation.mutateAsync({ id });
    const isBlocked = data?.isBlocked ?? false;
    const user = currentUser();
    if (user) {
      const others = user.blockedUserIds.filter((blocked) => blocked !== id);
      setAccountUser({ ...user, blockedUserIds: isBlocked ? [...others, id] : others });
    }
    return isBlocked;
  }
  return { toggleBlock, busy: mutation.isPending };
}
