import type { Knex } from 'knex';
import { CONTACTS_PAGE_SIZE, type ContactCard, type ContentList, type SearchRequest } from '@atrium/shared/contract';
import { pageOf, toBoolean } from '../../db';
import { likePattern, page } from '../../eventScope';
import { matchScore, similarity, titleWords } from './matchScore';

/** How many people Account/GetSuggestions scores at most: those sharing the most, ranked in JavaScript. */
export const SUGGESTION_CANDIDATES = 200;

interface CardRow {
  id: string;
  first_name: string;
  last_name: string;
  image: string | null;
  contact_title: string | null;
  contact_company: string | null;
  show_me_on_app: boolean | number;
}

const CARD_COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.image',
  'users.contact_title',
  'users.contact_company',
  'users.show_me_on_app',
];

/** Spec 1 §3 Contact or suggestion. Someone hidden from the app shows only their name and picture. */
function toCard(row: CardRow, match?: Pick<ContactCard, 'matchScore' | 'matchReasons'>): ContactCard {
  const visible = toBoolean(row.show_me_on_app);
  return {
    id: row.id,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    image: row.image ?? null,
    contactInfo: {
      title: visible ? (row.contact_title ?? null) : null,
      company: visible ? (row.contact_company ?? null) : null,
    },
    ...match,
  };
}

/** By name, as the participants list searches (spec 2 §2.7). */
function whereName(query: Knex.QueryBuilder, searchTerm: string | null | undefined) {
  const pattern = likePattern(searchTerm);
  if (pattern) query.whereRaw(`lower(users.first_name || ' ' || users.last_name) like ? escape '\\'`, [pattern]);
  return query;
}

/** account/getfollowings (spec 1 §7): whom the user follows, by name, 20 at a time. */
export async function getFollowings(
  db: Knex,
  applicationId: string,
  userId: string,
  request: SearchRequest,
): Promise<ContentList<ContactCard>> {
  const query = db('follows')
    .join('users', 'users.id', 'follows.followed_id')
    .where({ 'follows.follower_id': userId, 'users.application_id': applicationId })
    .select(CARD_COLUMNS)
    .orderBy(['users.first_name', 'users.last_name', 'users.id']);
  const { rows, totalCount } = await pageOf<CardRow>(
    whereName(query, request.searchTerm),
    page(request, CONTACTS_PAGE_SIZE),
  );
  return { items: rows.map((row) => toCard(row)), totalCount };
}

/**
 * Account/GetSuggestions (spec 1 §7, issue 12 item 7): people of the user's brand who share an
 * event or an interest with them, ranked by match score. Left out: the user, people hidden from
 * the app, people blocked either way and people the user already follows.
 */
export async function getSuggestions(
  db: Knex,
  applicationId: string,
  userId: string,
  request: SearchRequest,
): Promise<ContentList<ContactCard>> {
  const sharedEvents = db('event_attendees as mine')
    .join('event_attendees as theirs', 'theirs.event_id', 'mine.event_id')
    .where('mine.user_id', userId)
    .whereNot('theirs.user_id', userId)
    .groupBy('theirs.user_id')
    .select('theirs.user_id as user_id')
    .count({ n: '*' });
  const sharedInterests = db('user_interests as mine')
    .join('user_interests as theirs', 'theirs.interest_id', 'mine.interest_id')
    .where('mine.user_id', userId)
    .whereNot('theirs.user_id', userId)
    .groupBy('theirs.user_id')
    .select('theirs.user_id as user_id')
    .count({ n: '*' });
  const query = db('users')
    .leftJoin(sharedEvents.as('se'), 'se.user_id', 'users.id')
    .leftJoin(sharedInterests.as('si'), 'si.user_id', 'users.id')
    .where('users.application_id', applicationId)
    .whereNot('users.id', userId)
    .where('users.show_me_on_app', true)
    .where((q) => q.whereNotNull('se.user_id').orWhereNotNull('si.user_id'))
    .whereNotExists(
      db('blocks')
        .select(db.raw('1'))
        .whereRaw(
          '(blocks.blocker_id = ? and blocks.blocked_id = users.id) or (blocks.blocked_id = ? and blocks.blocker_id = users.id)',
          [userId, userId],
        ),
    )
    .whereNotExists(
      db('follows').select(db.raw('1')).where('follows.follower_id', userId).whereRaw('follows.followed_id = users.id'),
    )
    .select(
      ...CARD_COLUMNS,
      db.raw('coalesce(se.n, 0) as shared_events'),
      db.raw('coalesce(si.n, 0) as shared_interests'),
    )
    .orderByRaw('coalesce(si.n, 0) + coalesce(se.n, 0) desc')
    .orderBy('users.id')
    .limit(SUGGESTION_CANDIDATES);
  const candidates: (CardRow & { shared_events: number | string; shared_interests: number | string })[] =
    await whereName(query, request.searchTerm);
  if (!candidates.length) return { items: [], totalCount: 0 };

  // Job titles: the contact title and every job's position.
  const titles = new Map<string, (string | null)[]>([[userId, []]]);
  for (const row of candidates) titles.set(row.id, [row.contact_title]);
  const me = await db('users').where({ id: userId }).first('contact_title');
  titles.get(userId)!.push(me?.contact_title ?? null);
  const jobs: { user_id: string; position: string }[] = await db('user_jobs')
    .whereIn('user_id', [...titles.keys()])
    .select('user_id', 'position');
  for (const job of jobs) titles.get(job.user_id)?.push(job.position);
  const mine = titleWords(titles.get(userId)!);

  const ranked = candidates
    .map((row) => {
      const reasons = {
        sharedInterests: Number(row.shared_interests),
        sharedEvents: Number(row.shared_events),
        titleSimilarity: similarity(mine, titleWords(titles.get(row.id)!)),
      };
      return { row, reasons, score: matchScore(reasons) };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        `${a.row.first_name} ${a.row.last_name}`.localeCompare(`${b.row.first_name} ${b.row.last_name}`) ||
        a.row.id.localeCompare(b.row.id),
    );
  const { skip, take } = page(request, CONTACTS_PAGE_SIZE);
  return {
    items: ranked.slice(skip, skip + take).map(({ row, reasons, score }) =>
      toCard(row, {
        matchScore: score,
        matchReasons: {
          sharedInterests: reasons.sharedInterests,
          sharedEvents: reasons.sharedEvents,
          similarTitle: reasons.titleSimilarity > 0,
        },
      }),
    ),
    totalCount: ranked.length,
  };
}
