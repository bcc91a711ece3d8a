import { callQuery, queryClient, useUpload } from '@atrium/shared';
import type { GetQuestionsRequest } from '@atrium/shared/contract';

/** The questions of one registration form, a sub-event's ({subEventID}) or a booth's check-in ({standID}). */
export const questionsQuery = (eventId: string, form: GetQuestionsRequest) =>
  callQuery('Registration/GetQuestions', form, { eventId });

/** A form's questions when they are needed at once (before registering or checking in), from the cache if there. */
export const fetchQuestions = (eventId: string, form: GetQuestionsRequest) =>
  queryClient.fetchQuery(questionsQuery(eventId, form));

/**
 * registration/uploadfile for one question of one form: a file or picture answer goes up at once,
 * with its progress and what the server refused (useUpload). `upload(file)` resolves to the uploaded
 * file, or null.
 */
export function useAnswerUpload(formId: string, questionId: string) {
  const { upload, ...state } = useUpload('registration/uploadfile');
  return {
    ...state,
    upload: (file: Blob) => upload(file, { uploadType: 'registrationForm', registrationFormId: formId, questionId }),
  };
}
