import type { Knex } from 'knex';
import type { StandCheckInRequest } from '@atrium/shared/contract';
import { isUniqueViolation } from '../../db';
import type { EventRow } from '../../eventScope';
import { ApiError } from '../../http/envelope';
import { checkAnswers } from '../../questions';
import { checkInTypesOf, findStand } from './stands';

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
  const answers = await checkAnswers(db, { standId: stand.id }, userId, request.questions ?? []);
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
