import type { Knex } from 'knex';
import type { Job, LanguageEntry, School } from '@atrium/shared/contract';
import { isPostgres } from '@atrium/shared/server';
import { ApiError } from '../http/envelope';
import type { Language } from '../i18n';

export { searchKey } from '../db/searchKey';

// What a person keeps about themselves (spec 1 §3), read for account/get (their own) and
// profile/get (someone else's): a service beside the modules, as both read it.

/**
 * A user of the caller's brand, else "Data not found." (another brand's users do not exist here):
 * the other person of a profile, a follow, a block or a chat.
 */
export async function findPerson(db: Knex, applicationId: string, userId: string) {
  const person = await db('users').where({ id: userId, application_id: applicationId }).first();
  if (!person) throw new ApiError(404, 'dataNotFound');
  return person;
}

/** Whether `userId` and any of `others` blocked one another, either way (spec 1 §6). */
export async function blockedBetween(db: Knex, userId: string, others: string[]): Promise<boolean> {
  if (!others.length) return false;
  const row = await db('blocks')
    .where((q) => q.where('blocker_id', userId).whereIn('blocked_id', others))
    .orWhere((q) => q.where('blocked_id', userId).whereIn('blocker_id', others))
    .first('blocker_id');
  return Boolean(row);
}

/**
 * Narrows a query over `users` to the people `userId` has not blocked and who have not blocked
 * them: blocking stops everything from the blocked person, both ways (issue 32 item 5).
 */
export function whereNotBlockedWith(query: Knex.QueryBuilder, db: Knex, userId: string): Knex.QueryBuilder {
  return query
    .whereNotIn('users.id', db('blocks').where('blocker_id', userId).select('blocked_id'))
    .whereNotIn('users.id', db('blocks').where('blocked_id', userId).select('blocker_id'));
}

/** Whether two people attend one event together (each attends it). */
export async function shareAnEvent(db: Knex, userId: string, otherId: string): Promise<boolean> {
  const row = await db('event_attendees as mine')
    .join('event_attendees as theirs', 'theirs.event_id', 'mine.event_id')
    .where({ 'mine.user_id': userId, 'theirs.user_id': otherId })
    .first('mine.event_id');
  return Boolean(row);
}

/**
 * Narrows a query over `users` to the people whose name, job title or company holds the LIKE
 * pattern (likePattern's), as the participants list and the mention search find people.
 */
export function wherePersonMatches(query: Knex.QueryBuilder, pattern: string | null): Knex.QueryBuilder {
  if (!pattern) return query;
  return query.where((q) => {
    q.whereRaw(`lower(users.first_name || ' ' || users.last_name) like ? escape '\\'`, [pattern])
      .orWhereRaw(`lower(coalesce(users.contact_title, '')) like ? escape '\\'`, [pattern])
      .orWhereRaw(`lower(coalesce(users.contact_company, '')) like ? escape '\\'`, [pattern]);
  });
}

/** A user's name as others see it ("First Last"), e.g. in a notification about what they did. */
export async function nameOf(db: Knex, userId: string): Promise<string> {
  const user = await db('users').where({ id: userId }).first('first_name', 'last_name');
  return `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
}

export interface ProfileLists {
  jobs: Job[];
  schools: School[];
  languages: LanguageEntry[];
  interests: string[];
  /** Whom the user blocked. */
  blockedUserIds: string[];
}

interface ListRow {
  kind: 'job' | 'school' | 'language' | 'interest' | 'block';
  id: string;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
  n1: number | null;
  n2: number | null;
  n3: number | null;
  t: Date | number | string;
}

/** Jobs and schools latest first (by start day); the rest in the order they were added. */
const byStartThenAdded = (x: ListRow, y: ListRow) =>
  String(y.c).localeCompare(String(x.c)) || new Date(x.t).getTime() - new Date(y.t).getTime();
const byAdded = (x: ListRow, y: ListRow) =>
  new Date(x.t).getTime() - new Date(y.t).getTime() || x.id.localeCompare(y.id);

/**
 * Every list of the user in one statement (account/get runs on every page load): one union whose
 * rows say which list they belong to. Language titles are in `language`.
 */
export async function profileListsOf(db: Knex, userId: string, language: Language): Promise<ProfileLists> {
  const title = language === 'tr' ? 'languages.title_tr' : 'languages.title_en';
  const none = 'cast(null as integer)';
  const sql = `
    select 'job' as kind, id, firm_name as a, position as b, date_start as c, date_end as d,
      ${none} as n1, ${none} as n2, ${none} as n3, created_at as t from user_jobs where user_id = ?
    union all
    select 'school', id, title, department, date_start, date_end, ${none}, ${none}, ${none}, created_at
      from user_schools where user_id = ?
    union all
    select 'language', user_languages.id, user_languages.language_id, ${title}, null, null,
      user_languages.speaking, user_languages.writing, user_languages.reading, user_languages.created_at
      from user_languages join languages on languages.id = user_languages.language_id where user_languages.user_id = ?
    union all
    select 'interest', interests.id, interests.title, null, null, null, ${none}, ${none}, ${none}, user_interests.created_at
      from user_interests join interests on interests.id = user_interests.interest_id where user_interests.user_id = ?
    union all
    select 'block', blocked_id, null, null, null, null, ${none}, ${none}, ${none}, created_at from blocks where blocker_id = ?`;
  const result = await db.raw(sql, [userId, userId, userId, userId, userId]);
  const rows: ListRow[] = isPostgres(db) ? result.rows : result;
  const of = (kind: ListRow['kind']) => rows.filter((row) => row.kind === kind);
  return {
    jobs: of('job')
      .sort(byStartThenAdded)
      .map((row) => ({
        id: row.id,
        firmName: String(row.a),
        position: String(row.b),
        dateStart: String(row.c),
        dateEnd: row.d || null,
      })),
    schools: of('school')
      .sort(byStartThenAdded)
      .map((row) => ({
        id: row.id,
        title: String(row.a),
        department: String(row.b),
        dateStart: String(row.c),
        dateEnd: row.d || null,
      })),
    languages: of('language')
      .sort(byAdded)
      .map((row) => ({
        id: row.id,
        languageId: String(row.a),
        language: { id: String(row.a), title: String(row.b) },
        speaking: Number(row.n1),
        writing: Number(row.n2),
        reading: Number(row.n3),
      })),
    interests: of('interest')
      .sort(byAdded)
      .map((row) => String(row.a)),
    blockedUserIds: of('block')
      .sort(byAdded)
      .map((row) => row.id),
  };
}
