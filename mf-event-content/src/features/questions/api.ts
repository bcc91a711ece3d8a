import { callQuery } from '@atrium/shared';
import type { GetQuestionsRequest } from '@atrium/shared/contract';

/** The questions of one registration form, a sub-event's ({subEventID}) or a booth's check-in ({standID}). */
export const questionsQuery = (eventId: string, form: GetQuestionsRequest) =>
  callQuery('Registration/GetQuestions', form, { eventId });
