import type { Knex } from 'knex';
import {
  MENTION_SEARCH_TAKE,
  SOCIAL_HUB_OWNER_TYPE,
  type ContentList,
  type Mention,
  type MentionCandidate,
  type SearchMentionRequest,
} from '@atrium/shared/contract';
import { pageOf } from '../../db';
import { likePattern, page } from '../../eventScope';
import { whereNotBlockedWith, wherePersonMatches } from '../../people';

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  image: string | null;
}

export const fullNameOf = (row: { first_name: string | null; last_name: string | null }) =>
  `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();

export const personOf = (row: PersonRow) => ({ id: row.id, fullName: fullNameOf(row), image: row.image ?? null });

/**
 * The people of the event as the participants list shows them (spec 2 §2.7): its attendees who
 * show themselves on the app, and the caller.
 */
function peopleOfEvent(db: Knex, eventId: string, userId: string): Knex.QueryBuilder {
  return db('event_attendees')
    .join('users', 'users.id', 'event_attendees.user_id')
    .where('event_attendees.event_id', eventId)
    .andWhere((q) => q.where('users.show_me_on_app', true).orWhere('users.id', userId));
}

/** Of `ids`, the people of the event (each once, in the order given), with their names. */
export async function mentionable(db: Knex, eventId: string, userId: string, ids: string[]): Promise<Mention[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  // Someone blocked either way is not mentioned: the name stays as text, with no link and no word to them.
  const rows: PersonRow[] = await whereNotBlockedWith(peopleOfEvent(db, eventId, userId), db, userId)
    .whereIn('users.id', unique)
    .select('users.id', 'users.first_name', 'users.last_name');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, fullName: fullNameOf(row) }] : [];
  });
}

/** The mentions of each of `ids` (posts or comments), read from `table` by its `key` column. */
export async function mentionsOf(
  db: Knex,
  table: 'social_hub_post_mentions' | 'social_hub_comment_mentions',
  key: 'post_id' | 'comment_id',
  ids: string[],
): Promise<Map<string, Mention[]>> {
  const rows: (PersonRow & { owner_id: string })[] = ids.length
    ? await db(table)
        .join('users', 'users.id', `${table}.user_id`)
        .whereIn(`${table}.${key}`, ids)
        .orderBy(['users.first_name', 'users.last_name', 'users.id'])
        .select(`${table}.${key} as owner_id`, 'users.id', 'users.first_name', 'users.last_name')
    : [];
  const mentions = new Map<string, Mention[]>();
  for (const row of rows) {
    mentions.set(row.owner_id, [...(mentions.get(row.owner_id) ?? []), { id: row.id, fullName: fullNameOf(row) }]);
  }
  return mentions;
}

/**
 * socialhub/searchmention (spec 2 §5, §7.3): people of the event by name, title or company, not
 * the caller (nobody mentions themselves).
 */
export async function searchMention(
  db: Knex,
  eventId: string,
  userId: string,
  request: SearchMentionRequest,
): Promise<ContentList<MentionCandidate>> {
  const query = whereNotBlockedWith(peopleOfEvent(db, eventId, userId), db, userId).whereNot('users.id', userId);
  wherePersonMatches(query, likePattern(request.searchTerm));
  const { rows, totalCount } = await pageOf<PersonRow & { contact_title: string | null }>(
    query
      .select('users.id', 'users.first_name', 'users.last_name', 'users.image', 'users.contact_title')
      .orderBy(['users.first_name', 'users.last_name', 'users.id']),
    page(request, MENTION_SEARCH_TAKE),
  );
  return {
    items: rows.map((row) => ({
      ...personOf(row),
      title: row.contact_title ?? null,
      type: SOCIAL_HUB_OWNER_TYPE.person,
    })),
    totalCount,
  };
}
