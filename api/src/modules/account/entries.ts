import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db';
import { ApiError, ok } from '../../http/envelope';
import { searchKey } from '../../people';
import { removeEntry, saveEntry, userOf, type AccountContext } from './context';

/** A real calendar day: the schema checks the YYYY-MM-DD shape, not that 2025-02-30 does not exist. */
function isDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** dateEnd empty or null is ongoing (spec 1 §3); else it is a day not before dateStart. */
function checkedDays(dateStart: string, dateEnd: string | null | undefined) {
  const end = dateEnd || null;
  if (!isDay(dateStart)) throw new ApiError(400, 'dayInvalid', { dateStart: 'dayInvalid' });
  if (end !== null && !isDay(end)) throw new ApiError(400, 'dayInvalid', { dateEnd: 'dayInvalid' });
  // YYYY-MM-DD compares as text in date order.
  if (end !== null && end < dateStart) throw new ApiError(400, 'dateEndBeforeStart', { dateEnd: 'dateEndBeforeStart' });
  return { date_start: dateStart, date_end: end };
}

/** The interest tag of the brand with this title (case and accents aside), made when new. */
async function interestOf(db: Knex, applicationId: string, title: string): Promise<string> {
  const key = searchKey(title);
  const find = () => db('interests').where({ application_id: applicationId, title_key: key }).first('id');
  const found = await find();
  if (found) return found.id;
  const id = randomUUID();
  try {
    await db('interests').insert({ id, application_id: applicationId, title, title_key: key, created_at: new Date() });
    return id;
  } catch (error) {
    // Someone added the same tag meanwhile: theirs is the one.
    if (!isUniqueViolation(error)) throw error;
    return (await find()).id;
  }
}

/** Spec 1 §7 Account: jobs, schools, languages and interests of the caller's own profile. */
export function accountEntries(app: FastifyInstance, { db }: AccountContext) {
  app.handle('account/addorupdatejob', async (request) => {
    const { id, firmName, position, dateStart, dateEnd } = request.body;
    const fields = { firm_name: firmName, position, ...checkedDays(dateStart, dateEnd) };
    await saveEntry(db, 'user_jobs', request.auth.userId, id, fields);
    return ok(await userOf(db, request));
  });

  app.handle('account/addorupdateschool', async (request) => {
    const { id, title, department, dateStart, dateEnd } = request.body;
    const fields = { title, department, ...checkedDays(dateStart, dateEnd) };
    await saveEntry(db, 'user_schools', request.auth.userId, id, fields);
    return ok(await userOf(db, request));
  });

  app.handle('account/addorupdatelanguage', async (request) => {
    const { id, languageId, speaking, writing, reading } = request.body;
    if (!(await db('languages').where({ id: languageId }).first('id'))) {
      throw new ApiError(400, 'languageNotFound', { languageId: 'languageNotFound' });
    }
    try {
      await saveEntry(db, 'user_languages', request.auth.userId, id, {
        language_id: languageId,
        speaking,
        writing,
        reading,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(400, 'languageAlreadyAdded', { languageId: 'languageAlreadyAdded' });
      throw error;
    }
    return ok(await userOf(db, request));
  });

  for (const [name, table] of [
    ['account/removejob', 'user_jobs'],
    ['account/removeschool', 'user_schools'],
    ['account/removelanguage', 'user_languages'],
  ] as const) {
    app.handle(name, async (request) => {
      await removeEntry(db, table, request.auth.userId, request.body.id);
      return ok(await userOf(db, request));
    });
  }

  app.handle('account/addinterest', async (request) => {
    const { userId, applicationId } = request.auth;
    const title = request.body.title;
    if (!searchKey(title)) throw new ApiError(400, 'fieldRequired', { title: 'fieldRequired' });
    const interestId = await interestOf(db, applicationId, title);
    await db('user_interests')
      .insert({ user_id: userId, interest_id: interestId, created_at: new Date() })
      .onConflict(['user_id', 'interest_id'])
      .ignore();
    return ok(await userOf(db, request));
  });

  app.handle('account/removeinterest', async (request) => {
    const { userId, applicationId } = request.auth;
    await db('user_interests')
      .where({ user_id: userId })
      .whereIn(
        'interest_id',
        db('interests')
          .where({ application_id: applicationId, title_key: searchKey(request.body.title) })
          .select('id'),
      )
      .delete();
    return ok(await userOf(db, request));
  });
}
