import { Type, type Static } from '@sinclair/typebox';
import { Id, LongText } from './bounds';
import { ANSWER_MAX_LENGTH, QUESTION_ANSWERS_MAX } from './enums';
import { Nullable } from './nullable';

/**
 * The answers a registration form sends (Participant/RegisterToSubEvent, stand/checkin): one per
 * question, by the question's id; a choice of several options is one comma-joined answer (spec 2 §5).
 */
export const QuestionAnswers = Type.Array(
  Type.Object({
    id: Id,
    answer: Nullable(LongText({ maxLength: ANSWER_MAX_LENGTH })),
  }),
  { maxItems: QUESTION_ANSWERS_MAX },
);
export type QuestionAnswers = Static<typeof QuestionAnswers>;
