import { callCommand, callQuery, queryClient } from '@atrium/shared';
import type { ContentList, DoSurveyRequest, SurveyEntry } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

// Both calls name the event in X-Event-Id (spec 1 §6).

/** Participant/GetSurveys: the event's surveys, or a booth's when standId is given (docs/decisions.md). */
export const surveysQuery = (eventId: string, standId: string | null) =>
  callQuery('Participant/GetSurveys', standId ? { standID: standId } : {}, { eventId });

/**
 * Participant/DoSurvey of a survey of this list (the event's, or a booth's): once the server said yes
 * the survey is marked completed in the list at once, and the list reloads. Rejects with CallFailed
 * when refused, whose field error may name the question.
 */
export function useDoSurvey(eventId: string, standId: string | null) {
  return useMutation({
    mutationFn: (body: DoSurveyRequest) => callCommand('Participant/DoSurvey', body, { eventId }),
    onSuccess: (_answer, { surveyID }) => {
      const { queryKey } = surveysQuery(eventId, standId);
      queryClient.setQueryData<ContentList<SurveyEntry>>(
        queryKey,
        (list) =>
          list && {
            ...list,
            items: list.items.map((entry) => (entry.survey.id === surveyID ? { ...entry, isCompleted: true } : entry)),
          },
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
