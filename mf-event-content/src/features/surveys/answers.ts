import { SURVEY_CHOICE_SEPARATOR, SURVEY_QUESTION_TYPE } from '@atrium/shared';
import type { Survey, SurveyAnswers, SurveyQuestion } from '@atrium/shared/contract';

/** What the attendee has given so far: text, one option id, or the option ids of a multiple choice. */
export type Answer = string | string[];
export type Answers = Record<string, Answer | undefined>;

/** Spec 2 §5: empty text, an empty selection or nothing at all is no answer. */
export function isEmptyAnswer(answer: Answer | undefined): boolean {
  if (answer === undefined) return true;
  return Array.isArray(answer) ? answer.length === 0 : answer.trim() === '';
}

/** The answer with an option ticked or unticked, kept in the question's order. */
export function toggleOption(question: SurveyQuestion, answer: Answer | undefined, optionId: string): string[] {
  const chosen = new Set(Array.isArray(answer) ? answer : []);
  if (chosen.has(optionId)) chosen.delete(optionId);
  else chosen.add(optionId);
  return question.answers.map((option) => option.id).filter((id) => chosen.has(id));
}

/** Spec 2 §3 Survey answer form, in the survey's order: a multiple choice joined with commas (spec 2 §5). */
export function toSurveyAnswers(survey: Survey, answers: Answers): SurveyAnswers {
  return survey.questions.map((question) => {
    const answer = answers[question.id];
    return {
      questionID: question.id,
      answer: Array.isArray(answer)
        ? answer.join(SURVEY_CHOICE_SEPARATOR)
        : question.type === SURVEY_QUESTION_TYPE.freeText
          ? (answer ?? '').trim()
          : (answer ?? ''),
    };
  });
}

/**
 * The question a refusal names, by the answer's place in the list (`surveyAnswers.<i>.answer`),
 * with its error; null when the refusal names none.
 */
export function refusedQuestion(fields: Record<string, string>): { index: number; error: string } | null {
  for (const [field, error] of Object.entries(fields)) {
    const match = /^surveyAnswers\.(\d+)\./.exec(field);
    if (match) return { index: Number(match[1]), error };
  }
  return null;
}
