import { useCallMutation } from '@atrium/shared';

/** SocialHub/Attend of a poll post: the vote; its answer is the post as the server now has it. */
export function useAttendPoll(eventId: string | undefined) {
  return useCallMutation('SocialHub/Attend', { eventId });
}
