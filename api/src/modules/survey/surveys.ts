import type { Knex } from 'knex';
import {
  SURVEY_CHOICE_SEPARATOR,
  SURVEY_QUESTION_TYPE,
  type ContentList,
  type DoSurveyRequest,
  type SurveyEntry,
  type SurveyQuestion,
  type SurveyQuestionType,
} from '@atrium/shared/contract';
import { isUniqueViolation } from '../../db';
import type { EventRow } from '../../eventScope';
import { ApiError } from '../../http/envelope';
import type { MessageKey } from '../../i18n';

interface SurveyRow {
  id: string;
  title: string;
}

interface QuestionRow {
  id: string;
  survey_id: string;
  type: number;
  title: string;
}

interface OptionRow {
  id: string;
  question_id: string;
  title: string;
}

/** The questions of the given surveys with their options, in the organiser's order. */
async function questionsOf(db: Knex, surveyIds: string[]): Promise<Map<string, SurveyQuestion[]>> {
  const questions: QuestionRow[] = surveyIds.length
    ? await db('survey_questions')
        .whereIn('survey_id', surveyIds)
        .orderBy(['order_no', 'id'])
        .select('id', 'survey_id', 'type', 'title')
    : [];
  const options: OptionRow[] = questions.length
    ? await db('survey_question_options')
        .whereIn(
          'question_id',
          questions.map((question) => question.id),
        )
        .orderBy(['order_no', 'id'])
        .select('id', 'question_id', 'title')
    : [];
  const bySurvey = new Map<string, SurveyQuestion[]>();
  for (const row of questions) {
    const answers = options
      .filter((option) => option.question_id === row.id)
      .map((option) => ({ id: option.id, title: option.title }));
    const question = { id: row.id, title: row.title, type: Number(row.type) as SurveyQuestionType, answers };
    bySurvey.set(row.survey_id, [...(bySurvey.get(row.survey_id) ?? []), question]);
  }
  return bySurvey;
}

/**
 * Participant/GetSurveys (spec 2 §2.15, §7.1): the event's own surveys, or a booth's of the event
 * when standID names one (a booth of another event lists nothing), each with whether the caller
 * has completed it.
 */
export async function listSurveys(
  db: Knex,
  event: EventRow,
  userId: string,
  standId: string | null,
): Promise<ContentList<SurveyEntry>> {
  const query = db('surveys').where('event_id', event.id);
  if (standId) query.andWhere('stand_id', standId);
  else query.whereNull('stand_id');
  const surveys: SurveyRow[] = await query.orderBy(['order_no', 'id']).select('id', 'title');
  const ids = surveys.map((survey) => survey.id);
  const questions = await questionsOf(db, ids);
  const completed = new Set(
    ids.length
      ? (await db('survey_completions').where('user_id', userId).whereIn('survey_id', ids).select('survey_id')).map(
          (row: { survey_id: string }) => row.survey_id,
        )
      : [],
  );
  const items = surveys.map((survey) => ({
    isCompleted: completed.has(survey.id),
    survey: { id: survey.id, title: survey.title, questions: questions.get(survey.id) ?? [] },
  }));
  return { items, totalCount: items.length };
}

/**
 * One answer as it is stored, or why it is refused: free text trimmed; a single choice one option
 * id of the question; a multiple choice its option ids joined with commas (spec 2 §5), each once.
 */
function checkAnswer(question: SurveyQuestion, answer: string | null): { stored: string } | { problem: MessageKey } {
  const text = answer?.trim() ?? '';
  if (!text) return { problem: 'answerEmpty' };
  if (question.type === SURVEY_QUESTION_TYPE.freeText) return { stored: text };
  const options = new Set(question.answers.map((option) => option.id));
  const chosen =
    question.type === SURVEY_QUESTION_TYPE.singleChoice
      ? [text]
      : text.split(SURVEY_CHOICE_SEPARATOR).map((part) => part.trim());
  if (!chosen.every((id) => options.has(id))) return { problem: 'answerNotAnOption' };
  if (new Set(chosen).size < chosen.length) return { problem: 'answerOptionTwice' };
  return { stored: chosen.join(SURVEY_CHOICE_SEPARATOR) };
}

/**
 * The answers checked against the survey's questions: each names one of them, once, with a
 * non-blank answer its type takes, and every question is answered. Field errors name the answer
 * by its place in the list. Answers what to store, by question id.
 */
function checkAnswers(questions: SurveyQuestion[], answers: DoSurveyRequest['surveyAnswers']): Map<string, string> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const stored = new Map<string, string>();
  const seen = new Set<string>();
  const errors: Record<string, MessageKey> = {};
  answers.forEach((answer, index) => {
    const question = byId.get(answer.questionID);
    const field = `surveyAnswers.${index}`;
    if (!question) errors[`${field}.questionID`] = 'questionNotInSurvey';
    else if (seen.has(question.id)) errors[`${field}.questionID`] = 'questionAnsweredTwice';
    else {
      const checked = checkAnswer(question, answer.answer);
      if ('problem' in checked) errors[`${field}.answer`] = checked.problem;
      else stored.set(question.id, checked.stored);
    }
    seen.add(answer.questionID);
  });
  if (questions.some((question) => !seen.has(question.id))) errors.surveyAnswers = 'surveyQuestionsUnanswered';
  if (Object.keys(errors).length) throw new ApiError(400, 'validationFailed', errors);
  return stored;
}

/**
 * Participant/DoSurvey (spec 2 §4 Survey, §5): the caller completes a survey of the event (or of
 * one of its booths) once, answering every question. Nothing is stored when anything is refused.
 */
export async function doSurvey(db: Knex, event: EventRow, userId: string, request: DoSurveyRequest): Promise<void> {
  const survey = await db('surveys').where({ id: request.surveyID, event_id: event.id }).first('id');
  if (!survey) throw new ApiError(404, 'dataNotFound');
  const where = { survey_id: survey.id, user_id: userId };
  if (await db('survey_completions').where(where).first('user_id')) throw new ApiError(400, 'surveyAlreadyCompleted');
  const questions = (await questionsOf(db, [survey.id])).get(survey.id) ?? [];
  const answers = checkAnswers(questions, request.surveyAnswers);
  try {
    await db.transaction(async (trx) => {
      await trx('survey_completions').insert({ ...where, created_at: new Date() });
      await trx('survey_answers').insert(
        [...answers].map(([questionId, answer]) => ({ ...where, question_id: questionId, answer })),
      );
    });
  } catch (error) {
    // The same survey sent twice at once: the other one completed it.
    if (isUniqueViolation(error)) throw new ApiError(400, 'surveyAlreadyCompleted');
    throw error;
  }
}
