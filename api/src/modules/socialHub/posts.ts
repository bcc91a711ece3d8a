import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  LATEST_LIKES,
  SOCIAL_HUB_OWNER_TYPE,
  SOCIAL_HUB_PAGE_SIZE,
  SOCIAL_HUB_POST_SORTING_TYPE,
  SOCIAL_HUB_POST_TYPE,
  type AddOrUpdatePostRequest,
  type ContentList,
  type PollQuestion,
  type SocialHubListRequest,
  type SocialHubOwner,
  type SocialHubPerson,
  type SocialHubPost,
  type SocialHubPostType,
  type SocialHubTopic,
} from '@atrium/shared/contract';
import { pageOf, toBoolean, toIsoDate } from '../../db';
import { likePattern, page, whereLike, type EventRow } from '../../eventScope';
import { ApiError, type FieldError } from '../../http/envelope';
import { isStoredFileOf, markUsed, type Storage } from '../../storage';
import { fullNameOf, mentionable, mentionsOf, personOf, type PersonRow } from './people';

export interface PostRow {
  id: string;
  event_id: string;
  user_id: string | null;
  type: number;
  title: string | null;
  post_text: string;
  image: string | null;
  topic_id: string | null;
  topic_title: string | null;
  topic_color: string | null;
  session_id: string | null;
  session_title: string | null;
  is_draft: boolean | number;
  is_announcement: boolean | number;
  is_over: boolean | number;
  closes_at: Date | number | string | null;
  estimated_question_count: number;
  upvote_count: number;
  like_count: number;
  comment_count: number;
  created_at: Date | number | string;
  deleted_at: Date | number | string | null;
  first_name: string | null;
  last_name: string | null;
  user_image: string | null;
  user_title: string | null;
}

const POST_COLUMNS = [
  'p.id',
  'p.event_id',
  'p.user_id',
  'p.type',
  'p.title',
  'p.post_text',
  'p.image',
  'p.topic_id',
  't.title as topic_title',
  't.color as topic_color',
  'p.session_id',
  's.title as session_title',
  'p.is_draft',
  'p.is_announcement',
  'p.is_over',
  'p.closes_at',
  'p.estimated_question_count',
  'p.upvote_count',
  'p.like_count',
  'p.comment_count',
  'p.created_at',
  'p.deleted_at',
  'u.first_name',
  'u.last_name',
  'u.image as user_image',
  'u.contact_title as user_title',
];

/**
 * The posts of the event that `userId` may see, deleted ones too: everything published, and their
 * own drafts.
 */
function visiblePosts(db: Knex, eventId: string, userId: string): Knex.QueryBuilder {
  return db('social_hub_posts as p')
    .leftJoin('social_hub_topics as t', 't.id', 'p.topic_id')
    .leftJoin('live_sessions as s', 's.id', 'p.session_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .where('p.event_id', eventId)
    .andWhere((q) => q.where('p.is_draft', false).orWhere('p.user_id', userId));
}

/** A post of the event the caller may see (deleted or not), else "Data not found.". */
export async function findPost(db: Knex, eventId: string, userId: string, id: string): Promise<PostRow> {
  const row: PostRow | undefined = await visiblePosts(db, eventId, userId).where('p.id', id).first(POST_COLUMNS);
  if (!row) throw new ApiError(404, 'dataNotFound');
  return row;
}

/** A post of the event the caller may see that is not deleted, else 404 ('This post has been deleted.'). */
export async function presentPost(db: Knex, eventId: string, userId: string, id: string): Promise<PostRow> {
  const post = await findPost(db, eventId, userId, id);
  if (post.deleted_at) throw new ApiError(404, 'postDeleted');
  return post;
}

/** The organiser as a post's owner: the event's organisation, else the event itself. */
async function organiserOf(db: Knex, event: EventRow): Promise<SocialHubOwner> {
  const details = await db('event_details').where({ event_id: event.id }).first('organisation_title', 'logo');
  return {
    id: event.id,
    fullName: details?.organisation_title ?? event.title,
    image: details?.logo ?? null,
    title: null,
    type: SOCIAL_HUB_OWNER_TYPE.organiser,
  };
}

/** Of `ids`, those the user's rows in `table` name (their likes, their votes). */
async function idsOf(db: Knex, table: string, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows: { post_id: string }[] = await db(table)
    .where('user_id', userId)
    .whereIn('post_id', ids)
    .select('post_id');
  return new Set(rows.map((row) => row.post_id));
}

/** The latest LATEST_LIKES likers of each post (spec 2 §3 latestLikes), newest first. */
export async function latestLikesOf(db: Knex, ids: string[]): Promise<Map<string, SocialHubPerson[]>> {
  const latest = new Map<string, SocialHubPerson[]>();
  if (!ids.length) return latest;
  const ranked = db('social_hub_post_likes as l')
    .join('users', 'users.id', 'l.user_id')
    .whereIn('l.post_id', ids)
    .select(
      'l.post_id',
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.image',
      'l.created_at',
      db.raw('row_number() over (partition by l.post_id order by l.created_at desc, l.user_id) as n'),
    );
  const rows: (PersonRow & { post_id: string })[] = await db
    .select('*')
    .from(ranked.as('ranked'))
    .where('n', '<=', LATEST_LIKES)
    .orderBy(['post_id', 'n']);
  for (const row of rows) latest.set(row.post_id, [...(latest.get(row.post_id) ?? []), personOf(row)]);
  return latest;
}

/** How many voted or answered, by post. */
async function attendingsOf(db: Knex, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows: { post_id: string; n: number | string }[] = await db('social_hub_attendings')
    .whereIn('post_id', ids)
    .groupBy('post_id')
    .select('post_id')
    .count({ n: '*' });
  return new Map(rows.map((row) => [row.post_id, Number(row.n)]));
}

/** Each poll's one question (the post, spec 2 §3) with its options, votes and whole percentages. */
async function pollsOf(
  db: Knex,
  polls: Pick<PostRow, 'id' | 'title' | 'post_text'>[],
): Promise<Map<string, PollQuestion>> {
  const questions = new Map<string, PollQuestion>();
  if (!polls.length) return questions;
  const options: { id: string; post_id: string; title: string; n: number | string }[] = await db(
    'social_hub_poll_options as o',
  )
    .leftJoin('social_hub_attendings as a', 'a.option_id', 'o.id')
    .whereIn(
      'o.post_id',
      polls.map((poll) => poll.id),
    )
    .groupBy('o.id', 'o.post_id', 'o.title', 'o.order_no')
    .orderBy(['o.order_no', 'o.id'])
    .select('o.id', 'o.post_id', 'o.title')
    .count({ n: 'a.user_id' });
  for (const poll of polls) {
    const own = options.filter((option) => option.post_id === poll.id);
    const total = own.reduce((sum, option) => sum + Number(option.n), 0);
    questions.set(poll.id, {
      id: poll.id,
      title: poll.title ?? poll.post_text,
      options: own.map((option) => ({
        id: option.id,
        title: option.title,
        count: Number(option.n),
        percentage: total ? Math.round((Number(option.n) * 100) / total) : 0,
      })),
    });
  }
  return questions;
}

/** The kept counts of posts as they are now (the hub's coalesced count events, issue 29). */
export async function postCountsOf(
  db: Knex,
  ids: string[],
): Promise<{ id: string; likes: number; comments: number; upvotes: number }[]> {
  const rows: { id: string; like_count: number; comment_count: number; upvote_count: number }[] = await db(
    'social_hub_posts',
  )
    .whereIn('id', ids)
    .select('id', 'like_count', 'comment_count', 'upvote_count');
  return rows.map((row) => ({
    id: row.id,
    likes: Number(row.like_count),
    comments: Number(row.comment_count),
    upvotes: Number(row.upvote_count),
  }));
}

/** Of `ids`, the posts not deleted. */
export async function presentPosts(db: Knex, ids: string[]): Promise<Set<string>> {
  return new Set(await db('social_hub_posts').whereIn('id', ids).whereNull('deleted_at').pluck('id'));
}

/** How many voted in or answered each post, and a poll's options with their votes, as they are now. */
export async function votesOf(
  db: Knex,
  ids: string[],
): Promise<{ postId: string; attendings: number; questions: PollQuestion[] }[]> {
  const rows: Pick<PostRow, 'id' | 'type' | 'title' | 'post_text'>[] = await db('social_hub_posts')
    .whereIn('id', ids)
    .select('id', 'type', 'title', 'post_text');
  const [attendings, polls] = await Promise.all([
    attendingsOf(db, ids),
    pollsOf(
      db,
      rows.filter((row) => Number(row.type) === SOCIAL_HUB_POST_TYPE.poll),
    ),
  ]);
  return rows.map((row) => {
    const poll = polls.get(row.id);
    return { postId: row.id, attendings: attendings.get(row.id) ?? 0, questions: poll ? [poll] : [] };
  });
}

/** The posts of `rows` as `userId` sees them, in the same order. */
export async function postsFrom(db: Knex, event: EventRow, userId: string, rows: PostRow[]): Promise<SocialHubPost[]> {
  const ids = rows.map((row) => row.id);
  const now = new Date();
  const [liked, joined, upvoted, latestLikes, attendings, mentions, polls, organiser] = await Promise.all([
    idsOf(db, 'social_hub_post_likes', userId, ids),
    idsOf(db, 'social_hub_attendings', userId, ids),
    idsOf(db, 'social_hub_post_upvotes', userId, ids),
    latestLikesOf(db, ids),
    attendingsOf(db, ids),
    mentionsOf(db, 'social_hub_post_mentions', 'post_id', ids),
    pollsOf(
      db,
      rows.filter((row) => Number(row.type) === SOCIAL_HUB_POST_TYPE.poll),
    ),
    rows.some((row) => !row.user_id) ? organiserOf(db, event) : null,
  ]);
  return rows.map((row) => {
    const topic: SocialHubTopic | null =
      row.topic_id && row.topic_title !== null
        ? { id: row.topic_id, title: row.topic_title, color: row.topic_color ?? null }
        : null;
    const owner: SocialHubOwner = row.user_id
      ? {
          id: row.user_id,
          fullName: fullNameOf(row),
          image: row.user_image ?? null,
          title: row.user_title ?? null,
          type: SOCIAL_HUB_OWNER_TYPE.person,
        }
      : organiser!;
    const poll = polls.get(row.id);
    return {
      id: row.id,
      type: Number(row.type) as SocialHubPostType,
      title: row.title ?? null,
      postText: row.post_text,
      image: row.image ?? null,
      topic,
      session: row.session_id && row.session_title !== null ? { id: row.session_id, title: row.session_title } : null,
      isDraft: toBoolean(row.is_draft),
      isAnnouncement: toBoolean(row.is_announcement),
      isJoined: joined.has(row.id),
      isOver: isOver(row, now),
      isLiked: liked.has(row.id),
      likes: Number(row.like_count),
      comments: Number(row.comment_count),
      attendings: attendings.get(row.id) ?? 0,
      upvotes: Number(row.upvote_count),
      isUpvoted: upvoted.has(row.id),
      estimatedQuestionCount: Number(row.estimated_question_count),
      latestLikes: latestLikes.get(row.id) ?? [],
      questions: poll ? [poll] : [],
      owner,
      createDate: toIsoDate(row.created_at)!,
      mentions: mentions.get(row.id) ?? [],
    };
  });
}

/**
 * A poll or survey is over once the closing watch marked it, or as soon as its closing time
 * passed (the watch looks every few seconds; a vote in between is refused all the same).
 */
export function isOver(row: Pick<PostRow, 'is_over' | 'closes_at'>, now: Date): boolean {
  return toBoolean(row.is_over) || (row.closes_at !== null && new Date(row.closes_at) <= now);
}

/** One post as `userId` sees it. */
export async function postFor(db: Knex, event: EventRow, userId: string, id: string): Promise<SocialHubPost> {
  const [post] = await postsFrom(db, event, userId, [await findPost(db, event.id, userId, id)]);
  return post;
}

const ORDER: Record<number, string[]> = {
  [SOCIAL_HUB_POST_SORTING_TYPE.newest]: [],
  [SOCIAL_HUB_POST_SORTING_TYPE.mostLiked]: ['p.like_count'],
  [SOCIAL_HUB_POST_SORTING_TYPE.mostCommented]: ['p.comment_count'],
  [SOCIAL_HUB_POST_SORTING_TYPE.mostUpvoted]: ['p.upvote_count'],
};

/** SocialHub/List: one page of the event's feed by spec 2 §3's filter; skip is what the client has. */
export async function listPosts(
  db: Knex,
  event: EventRow,
  userId: string,
  request: SocialHubListRequest,
): Promise<ContentList<SocialHubPost>> {
  const query = visiblePosts(db, event.id, userId).whereNull('p.deleted_at');
  if (request.isDraft) query.where({ 'p.is_draft': true, 'p.user_id': userId });
  else query.where('p.is_draft', false);
  if (request.ids) query.whereIn('p.id', request.ids);
  if (request.sessionIds) query.whereIn('p.session_id', request.sessionIds);
  if (request.subjectIds) query.whereIn('p.topic_id', request.subjectIds);
  if (request.hasTopic === true) query.whereNotNull('p.topic_id');
  if (request.hasTopic === false) query.whereNull('p.topic_id');
  if (request.type !== undefined && request.type !== null) query.where('p.type', request.type);
  if (request.status !== undefined && request.status !== null) {
    // As isOver says: marked over, or past its closing time.
    const now = new Date();
    query
      .whereIn('p.type', [SOCIAL_HUB_POST_TYPE.poll, SOCIAL_HUB_POST_TYPE.survey])
      .where((q) =>
        request.status === 1
          ? q.where('p.is_over', true).orWhere('p.closes_at', '<=', now)
          : q
              .where('p.is_over', false)
              .andWhere((open) => open.whereNull('p.closes_at').orWhere('p.closes_at', '>', now)),
      );
  }
  if (request.mentionId) {
    query.whereIn('p.id', db('social_hub_post_mentions').where('user_id', request.mentionId).select('post_id'));
  }
  whereLike(query, ['p.post_text', 'p.title'], likePattern(request.searchTerm));
  const sorting = request.socialHubPostSortingType ?? SOCIAL_HUB_POST_SORTING_TYPE.newest;
  const order = [...ORDER[sorting], 'p.created_at', 'p.id'].map((column) => ({ column, order: 'desc' as const }));
  const { rows, totalCount } = await pageOf<PostRow>(
    query.select(POST_COLUMNS).orderBy(order),
    page(request, SOCIAL_HUB_PAGE_SIZE),
  );
  return { items: await postsFrom(db, event, userId, rows), totalCount };
}

/** SocialHub/ListTopics: the event's topics in the organiser's order. */
export async function listTopics(db: Knex, event: EventRow): Promise<ContentList<SocialHubTopic>> {
  const items: SocialHubTopic[] = await db('social_hub_topics')
    .where('event_id', event.id)
    .orderBy(['order_no', 'id'])
    .select('id', 'title', 'color');
  return { items, totalCount: items.length };
}

/**
 * socialhub/addorupdate (spec 2 §6): an attendee's text post, new or their own. Polls, surveys and
 * announcements are the organiser's; a topic must be the event's, an image one stored here for the
 * brand, mentions people of the event (others are dropped). Answers the post's id and whether it
 * has just become visible to everyone (to publish it).
 */
export async function savePost(
  db: Knex,
  storage: Storage,
  event: EventRow,
  userId: string,
  body: AddOrUpdatePostRequest,
): Promise<{ id: string; published: boolean }> {
  const postText = body.postText.trim();
  const image = body.image ?? null;
  const errors: Record<string, FieldError> = {};
  if (!postText && !image) errors.postText = 'postEmpty';
  if (body.type) errors.type = 'postTypeOrganiser';
  if (body.isAnnouncement) errors.isAnnouncement = 'announcementOrganiser';
  // A post may be about one of the event's live sessions (issue 16).
  if (body.session && !(await db('live_sessions').where({ id: body.session, event_id: event.id }).first('id'))) {
    errors.session = 'sessionNotFound';
  }
  if (body.topic && !(await db('social_hub_topics').where({ id: body.topic, event_id: event.id }).first('id'))) {
    errors.topic = 'topicNotFound';
  }
  if (image && !(await isStoredFileOf(storage, event.application_id, image))) errors.image = 'postImageInvalid';
  if (Object.keys(errors).length) throw new ApiError(400, 'validationFailed', errors);

  const existing = body.id ? await presentPost(db, event.id, userId, body.id) : null;
  if (existing && existing.user_id !== userId) throw new ApiError(403, 'postNotYours');

  const mentions = await mentionable(
    db,
    event.id,
    userId,
    (body.mentions ?? []).map((mention) => mention.id),
  );
  const isDraft = Boolean(body.isDraft);
  const now = new Date();
  const fields = {
    title: body.title?.trim() || null,
    post_text: postText,
    image,
    topic_id: body.topic ?? null,
    session_id: body.session ?? null,
    is_draft: isDraft,
    updated_at: now,
  };
  const id = existing?.id ?? randomUUID();
  await db.transaction(async (trx) => {
    if (existing) await trx('social_hub_posts').where({ id }).update(fields);
    else {
      await trx('social_hub_posts').insert({
        ...fields,
        id,
        event_id: event.id,
        user_id: userId,
        type: SOCIAL_HUB_POST_TYPE.chat,
        created_at: now,
      });
    }
    await trx('social_hub_post_mentions').where({ post_id: id }).delete();
    if (mentions.length) {
      await trx('social_hub_post_mentions').insert(mentions.map((mention) => ({ post_id: id, user_id: mention.id })));
    }
  });
  await markUsed(db, image);
  return { id, published: !isDraft && (!existing || toBoolean(existing.is_draft)) };
}

/**
 * SocialHub/Delete (spec 2 §6): only the owner deletes a post. Its text and image go, and its
 * likes, comments, mentions and votes with them; the row stays so a like can say it was deleted.
 */
export async function deletePost(db: Knex, event: EventRow, userId: string, id: string): Promise<void> {
  const post = await presentPost(db, event.id, userId, id);
  if (post.user_id !== userId) throw new ApiError(403, 'postDeleteNotYours');
  await db.transaction(async (trx) => {
    for (const table of [
      'social_hub_post_likes',
      'social_hub_post_upvotes',
      'social_hub_post_mentions',
      'social_hub_attendings',
    ]) {
      await trx(table).where({ post_id: id }).delete();
    }
    // Replies first: SQLite checks the parent's foreign key row by row.
    await trx('social_hub_comments').where({ post_id: id }).whereNotNull('parent_id').delete();
    await trx('social_hub_comments').where({ post_id: id }).delete();
    await trx('social_hub_poll_options').where({ post_id: id }).delete();
    await trx('social_hub_posts').where({ id }).update({
      title: null,
      post_text: '',
      image: null,
      like_count: 0,
      comment_count: 0,
      upvote_count: 0,
      deleted_at: new Date(),
      updated_at: new Date(),
    });
  });
}

/**
 * socialhub/togglelike: isLiked is what the caller wants, so a second click's call changes nothing
 * (spec 2 §8: a deleted post answers 'the post you tried to like has been deleted'). Answers the
 * likes after it and whether they changed.
 */
export async function likePost(
  db: Knex,
  event: EventRow,
  userId: string,
  id: string,
  isLiked: boolean,
): Promise<{ likes: number; changed: boolean }> {
  const post = await findPost(db, event.id, userId, id);
  if (post.deleted_at) throw new ApiError(400, 'postLikeDeleted');
  return db.transaction(async (trx) => {
    const changed = isLiked
      ? (
          await trx('social_hub_post_likes')
            .insert({ post_id: id, user_id: userId, created_at: new Date() })
            .onConflict(['post_id', 'user_id'])
            .ignore()
            .returning('post_id')
        ).length > 0
      : (await trx('social_hub_post_likes').where({ post_id: id, user_id: userId }).delete()) > 0;
    const likes = await recount(
      trx,
      'social_hub_posts',
      id,
      'like_count',
      trx('social_hub_post_likes').where('post_id', id),
    );
    return { likes, changed };
  });
}

/** Sets a kept count to what its rows say now (two changes at once cannot drift it) and answers it. */
export async function recount(
  trx: Knex,
  table: string,
  id: string,
  column: string,
  rows: Knex.QueryBuilder,
): Promise<number> {
  const counted = await rows.count({ n: '*' }).first();
  const n = Number(counted?.n ?? 0);
  await trx(table)
    .where({ id })
    .update({ [column]: n });
  return n;
}
