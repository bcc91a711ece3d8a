import type { Knex } from 'knex';
import type { QuestionAnswers, StandCheckInRequest } from '@atrium/shared/contract';
import { isUniqueViolation } from '../../db';
import type { EventRow } from '../../eventScope';
import { ApiError } from '../../http/envelope';
import type { MessageKey } from '../../i18n';
import { checkInTypesOf, findStand } from './stands';

/**
 * The answers checked against the questions the booth asks: each names one of them, once, and
 * every required one has a non-blank answer. Field errors name the answer by its place in the list.
 */
async function checkAnswers(db: Knex, standId: string, answers: QuestionAnswers): Promise<void> {
  const questions: { id: string; is_required: boolean | number }[] = await db('registration_questions')
    .where('stand_id', standId)
    .select('id', 'is_required');
  const asked = new Set(questions.map((question) => question.id));
  const errors: Record<string, MessageKey> = {};
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    if (!asked.has(answer.id)) errors[`questions.${index}.id`] = 'questionNotAsked';
    else if (seen.has(answer.id)) errors[`questions.${index}.id`] = 'questionAnsweredTwice';
    seen.add(answer.id);
  });
  const answered = new Set(answers.filter((answer) => answer.answer?.trim()).map((answer) => answer.id));
  if (questions.some((question) => question.is_required && !answered.has(question.id))) {
    errors.questions ??= 'requiredQuestionUnanswered';
  }
  if (Object.keys(errors).length) throw new ApiError(400, 'validationFailed', errors);
}

/**
 * stand/checkin (spec 2 §4 Booth, §7.2): the caller checks in at a booth of the event that takes
 * check-ins, with the answers to its questions. Checking in again changes nothing and is no error.
 * Answers true when this call checked the caller in, false when they already were.
 */
export async function checkIn(
  db: Knex,
  event: EventRow,
  userId: string,
  request: StandCheckInRequest,
): Promise<boolean> {
  const stand = await findStand(db, event, request.standID);
  if (!stand) throw new ApiError(404, 'dataNotFound');
  if (!checkInTypesOf(stand.check_in_types).length) throw new ApiError(400, 'standTakesNoCheckIns');
  const current = request.currentStandID ?? null;
  if (current && current !== stand.id && !(await findStand(db, event, current))) {
    throw new ApiError(400, 'validationFailed', { currentStandID: 'dataNotFound' });
  }
  const where = { stand_id: stand.id, user_id: userId };
  if (await db('stand_check_ins').where(where).first('user_id')) return false;
  const answers = request.questions ?? [];
  await checkAnswers(db, stand.id, answers);
  try {
    await db('stand_check_ins').insert({
      ...where,
      current_stand_id: current,
      answers: JSON.stringify(answers),
      created_at: new Date(),
    });
    return true;
  } catch (error) {
    // The same check-in sent twice at once: the other one made it.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Stand/Join (the spec's joinBooth): counts the caller's visits to a booth of the event. */
export async function joinStand(db: Knex, event: EventRow, userId: string, standId: string): Promise<void> {
  const stand = await findStand(db, event, standId);
  if (!stand) throw new ApiError(404, 'dataNotFound');
  const now = new Date();
  await db('stand_visits')
    .insert({ stand_id: stand.id, user_id: userId, visit_count: 1, first_visit_at: now, last_visit_at: now })
    .onConflict(['stand_id', 'user_id'])
    .merge({ visit_count: db.raw('stand_visits.visit_count + 1'), last_visit_at: now });
}
