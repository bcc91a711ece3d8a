import { callCommand, callData } from '@atrium/shared';
import { SOCIAL_HUB_POST_TYPE } from '@atrium/shared/contract/enums';
import type { QuestionAnswers } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

/** SocialHub/GetQuestions of a survey post: asked for again at each Join, so never cached. */
export const surveyQuestions = (eventId: string | undefined, postId: string) =>
  callData('SocialHub/GetQuestions', { id: postId, type: SOCIAL_HUB_POST_TYPE.survey }, { eventId });

/** SocialHub/Attend of a survey post: the answers; its answer is the post as the server now has it. */
export function useAttendSurvey(eventId: string | undefined) {
  return useMutation({
    mutationFn: ({ postId, questions }: { postId: string; questions: QuestionAnswers }) =>
      callCommand('SocialHub/Attend', { postId, postType: SOCIAL_HUB_POST_TYPE.survey, questions }, { eventId }),
  });
}
