import { callCommand, callQuery } from '@atrium/shared';
import type { DoSurveyRequest } from '@atrium/shared/contract';

// Both calls name the event in X-Event-Id (spec 1 §6).

/** Participant/GetSurveys: the event's surveys, or a booth's when standId is given (docs/decisions.md). */
export const surveysQuery = (eventId: string, standId: string | null) =>
  callQuery('Participant/GetSurveys', standId ? { standID: standId } : {}, { eventId });

export const doSurvey = (eventId: string, body: DoSurveyRequest) =>
  callCommand('Participant/DoSurvey', body, { eventId });
