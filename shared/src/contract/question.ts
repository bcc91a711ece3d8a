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

/** A choice of a choice question (types 15, 16, 100); a child question names it as parentAnswerId. */
export const QuestionOption = Type.Object({ id: Type.String(), title: Type.String() });
export type QuestionOption = Static<typeof QuestionOption>;

/**
 * Spec 2 §3 Question, as a registration form (a sub-event's or a booth's check-in) or a social
 * survey post asks it. `type` is one of QUESTION_TYPES' numbers; what a type does not use is null
 * (lengths, bounds) or empty (options). `answer` and `answers` are the form's starting values:
 * one text, or the chosen option ids of a multiple choice. `fileTypes` are extensions without the
 * dot ('pdf', 'png'); a child question shows only while its parent has the answer `parentAnswerId`.
 */
export const Question = Type.Object({
  id: Type.String(),
  type: Type.Integer(),
  title: Type.String(),
  hint: Nullable(Type.String()),
  placeholder: Nullable(Type.String()),
  isRequired: Type.Boolean(),
  answer: Nullable(Type.String()),
  answers: Type.Array(Type.String()),
  options: Type.Array(QuestionOption),
  minLength: Nullable(Type.Integer({ minimum: 0 })),
  maxLength: Nullable(Type.Integer({ minimum: 0 })),
  minCharAllowed: Nullable(Type.Integer({ minimum: 0 })),
  maxCharAllowed: Nullable(Type.Integer({ minimum: 0 })),
  rows: Nullable(Type.Integer({ minimum: 1 })),
  showLimit: Type.Boolean(),
  minValue: Nullable(Type.Number()),
  maxvalue: Nullable(Type.Number()),
  step: Nullable(Type.Number({ exclusiveMinimum: 0 })),
  allowMultipleSelections: Type.Boolean(),
  addSearchbox: Type.Boolean(),
  dateFormat: Nullable(Type.String()),
  format: Nullable(Type.String()),
  fileTypes: Type.Array(Type.String()),
  maxFileSizeMb: Nullable(Type.Number({ exclusiveMinimum: 0 })),
  infoBlockColor: Nullable(Type.String()),
  parentAnswerId: Nullable(Type.String()),
  parentQuestionId: Nullable(Type.String()),
  initialValue: Nullable(Type.String()),
});
export type Question = Static<typeof Question>;

/**
 * Registration/GetQuestions (spec 2 §7.1, request "not shown"): the questions of one registration
 * form, a sub-event's (subEventID) or a booth's check-in (standID); exactly one of the two.
 */
export const GetQuestionsRequest = Type.Object({
  subEventID: Type.Optional(Nullable(Id)),
  standID: Type.Optional(Nullable(Id)),
});
export type GetQuestionsRequest = Static<typeof GetQuestionsRequest>;
export const QuestionList = Type.Object({ items: Type.Array(Question) });
export type QuestionList = Static<typeof QuestionList>;

/**
 * registration/uploadfile?uploadType=registrationForm&registrationFormId&questionId (spec 2 §7.2):
 * registrationFormId is the sub-event, booth or survey post whose form asks question questionId, a file upload
 * (104) or profile picture (32) question; its fileTypes and maxFileSizeMb are enforced on the server.
 */
export const RegistrationUploadQuery = Type.Object({
  uploadType: Type.Literal('registrationForm'),
  registrationFormId: Id,
  questionId: Id,
});
export type RegistrationUploadQuery = Static<typeof RegistrationUploadQuery>;
