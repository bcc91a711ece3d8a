import { Type, type Static } from '@sinclair/typebox';
import { Id, LongText, Text } from './bounds';
import { ANSWER_MAX_LENGTH, QUESTION_ANSWERS_MAX, SURVEY_QUESTION_TYPE } from './enums';
import { Nullable } from './nullable';

// Issue 14 item 4: the event's surveys (spec 2 §2.15, §3 Survey entry and answer form, §4, §5, §7.1).

/** An option of a choice question; a choice answer names options by id. */
export const SurveyOption = Type.Object({ id: Type.String(), title: Type.String() });
export type SurveyOption = Static<typeof SurveyOption>;

export const SurveyQuestion = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: Type.Union(Object.values(SURVEY_QUESTION_TYPE).map((type) => Type.Literal(type))),
  /** The options of a choice question (types 2 and 3); empty for free text. */
  answers: Type.Array(SurveyOption),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

export const Survey = Type.Object({ id: Type.String(), title: Type.String(), questions: Type.Array(SurveyQuestion) });
export type Survey = Static<typeof Survey>;

/** Spec 2 §3 Survey entry: a survey and whether the caller has completed it. */
export const SurveyEntry = Type.Object({ isCompleted: Type.Boolean(), survey: Survey });
export type SurveyEntry = Static<typeof SurveyEntry>;

/**
 * Participant/GetSurveys: the spec sends no body and lists the event's surveys; standID lists a
 * booth's instead (spec 2 §2.10 shows surveys on the booth page).
 */
export const GetSurveysRequest = Type.Object({ standID: Type.Optional(Nullable(Id)) });
export type GetSurveysRequest = Static<typeof GetSurveysRequest>;

/** Spec 2 §3 Survey answer form: one answer per question; a multiple choice is comma-joined option ids. */
export const SurveyAnswers = Type.Array(
  Type.Object({ questionID: Id, answer: Nullable(LongText({ maxLength: ANSWER_MAX_LENGTH })) }),
  { maxItems: QUESTION_ANSWERS_MAX },
);
export type SurveyAnswers = Static<typeof SurveyAnswers>;

/**
 * Participant/DoSurvey (spec 2 §7.1). The spec's client also sends the respondent's names, e-mail
 * and a null phone number; the api takes the respondent from the session (docs/decisions.md).
 */
export const DoSurveyRequest = Type.Object({
  surveyID: Id,
  surveyAnswers: SurveyAnswers,
  firstName: Type.Optional(Nullable(Text({ maxLength: 100 }))),
  lastName: Type.Optional(Nullable(Text({ maxLength: 100 }))),
  email: Type.Optional(Nullable(Text({ maxLength: 254 }))),
  phoneNumber: Type.Optional(Nullable(Text({ maxLength: 32 }))),
});
export type DoSurveyRequest = Static<typeof DoSurveyRequest>;

/** DoSurvey's data: the survey now completed, and data.message for the success popup (spec 2 §7.1). */
export const DoSurveyResponse = Type.Object({
  surveyID: Type.String(),
  isCompleted: Type.Literal(true),
  message: Type.String(),
});
export type DoSurveyResponse = Static<typeof DoSurveyResponse>;
