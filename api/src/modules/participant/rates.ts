import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ContentList, ProgramRate, RateProgramRequest } from '@atrium/shared/contract';
import { pageOf, toIsoDate } from '../../db';
import { ApiError } from '../../http/envelope';
import { page, type EventRow } from '../../eventScope';

interface RateRow {
  id: string;
  program_id: string;
  rate: number;
  comment: string | null;
  created_at: Date | number;
  user_id: string;
  first_name: string;
  last_name: string;
  image: string | null;
}

function toRate(row: RateRow): ProgramRate {
  return {
    id: row.id,
    programID: row.program_id,
    rate: Number(row.rate),
    comment: row.comment ?? null,
    createDate: toIsoDate(row.created_at)!,
    user: { id: row.user_id, fullName: `${row.first_name} ${row.last_name}`.trim(), image: row.image ?? null },
  };
}

function rateQuery(db: Knex): Knex.QueryBuilder {
  return db('program_rates')
    .join('users', 'users.id', 'program_rates.user_id')
    .select('program_rates.*', 'users.first_name', 'users.last_name', 'users.image');
}

/**
 * Participant/GetProgramRates: a program's appreciations, newest first. Someone hidden from the app
 * (showMeOnAPP false) is named to no one but themselves; their rate still counts in avgRate.
 */
export async function getProgramRates(
  db: Knex,
  programId: string,
  viewerId: string,
  request: { skip?: number; take?: number },
): Promise<ContentList<ProgramRate>> {
  const query = rateQuery(db)
    .where('program_rates.program_id', programId)
    .andWhere((q) => q.where('users.show_me_on_app', true).orWhere('program_rates.user_id', viewerId))
    .orderBy([
      { column: 'program_rates.created_at', order: 'desc' },
      { column: 'program_rates.id', order: 'asc' },
    ]);
  const { rows, totalCount } = await pageOf<RateRow>(query, page(request));
  return { items: rows.map(toRate), totalCount };
}

/** Participant/GetMyProgramRates: the caller's ratings in the event, to know what they rated. */
export async function getMyProgramRates(db: Knex, event: EventRow, userId: string): Promise<ContentList<ProgramRate>> {
  const rows: RateRow[] = await rateQuery(db)
    .join('program_items', 'program_items.id', 'program_rates.program_id')
    .where({ 'program_items.event_id': event.id, 'program_rates.user_id': userId })
    .orderBy('program_rates.created_at', 'desc');
  return { items: rows.map(toRate), totalCount: rows.length };
}

/** Participant/RateProgram (spec 2 §4): one rating per user per program; delete it to rate again. */
export async function rateProgram(db: Knex, userId: string, request: RateProgramRequest): Promise<ProgramRate> {
  const id = randomUUID();
  const comment = request.comment?.trim() || null;
  try {
    await db('program_rates').insert({
      id,
      program_id: request.programID,
      user_id: userId,
      rate: request.rate,
      comment,
      created_at: new Date(),
    });
  } catch (error) {
    // The unique (program, user) index answers two clicks at once as well as a second visit.
    if (await db('program_rates').where({ program_id: request.programID, user_id: userId }).first('id')) {
      throw new ApiError(400, 'alreadyRated');
    }
    throw error;
  }
  return toRate(await rateQuery(db).where('program_rates.id', id).first());
}

/** Participant/DeleteRate: a user deletes only their own rating (spec 2 §6). */
export async function deleteRate(db: Knex, userId: string, programId: string): Promise<void> {
  const deleted = await db('program_rates').where({ program_id: programId, user_id: userId }).delete();
  if (!deleted) throw new ApiError(404, 'dataNotFound');
}
