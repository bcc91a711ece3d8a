import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import {
  MENTION_TOKEN_PATTERN,
  SOCIAL_HUB_COMMENTS_PAGE_SIZE,
  type AddUpdateCommentRequest,
  type ContentList,
  type ListCommentsRequest,
  type SocialHubComment,
} from '@atrium/shared/contract';
import { pageOf, toIsoDate } from '../../db';
import { page, type EventRow } from '../../eventScope';
import { ApiError } from '../../http/envelope';
import { mentionable, mentionsOf, personOf } from './people';
import { findPost, recount } from './posts';

interface CommentRow {
  id: string;
  post_id: string;
  parent_id: string | null;
  user_id: string;
  comment_text: string;
  like_count: number;
  sub_comment_count: number;
  created_at: Date | number | string;
  first_name: string;
  last_name: string;
  image: string | null;
}

const COMMENT_COLUMNS = [
  'c.id',
  'c.post_id',
  'c.parent_id',
  'c.user_id',
  'c.comment_text',
  'c.like_count',
  'c.sub_comment_count',
  'c.created_at',
  'users.first_name',
  'users.last_name',
  'users.image',
];

function commentsQuery(db: Knex): Knex.QueryBuilder {
  return db('social_hub_comments as c').join('users', 'users.id', 'c.user_id');
}

/** The comments of `rows` as `userId` sees them, in the same order. */
async function commentsFrom(db: Knex, userId: string, rows: CommentRow[]): Promise<SocialHubComment[]> {
  const ids = rows.map((row) => row.id);
  const [liked, mentions] = await Promise.all([
    ids.length
      ? db('social_hub_comment_likes').where('user_id', userId).whereIn('comment_id', ids).select('comment_id')
      : [],
    mentionsOf(db, 'social_hub_comment_mentions', 'comment_id', ids),
  ]);
  const likedIds = new Set((liked as { comment_id: string }[]).map((row) => row.comment_id));
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id ?? null,
    postId: row.post_id,
    commentText: row.comment_text,
    mentions: mentions.get(row.id) ?? [],
    owner: personOf({ ...row, id: row.user_id }),
    createDate: toIsoDate(row.created_at)!,
    likeCount: Number(row.like_count),
    isLiked: likedIds.has(row.id),
    subCommentCount: Number(row.sub_comment_count),
  }));
}

/** A post the caller may see and that is not deleted, else "Data not found." or `deletedKey`. */
async function livePost(
  db: Knex,
  event: EventRow,
  userId: string,
  id: string,
  deletedKey: 'postDeleted' | 'postCommentDeleted',
) {
  const post = await findPost(db, event.id, userId, id);
  if (post.deleted_at) throw new ApiError(deletedKey === 'postDeleted' ? 404 : 400, deletedKey);
  return post;
}

/** A comment on a post of the event that the caller may see, else "Data not found.". */
async function findComment(db: Knex, event: EventRow, userId: string, id: string): Promise<CommentRow> {
  const row: CommentRow | undefined = await commentsQuery(db).where('c.id', id).first(COMMENT_COLUMNS);
  if (!row) throw new ApiError(404, 'dataNotFound');
  await livePost(db, event, userId, row.post_id, 'postDeleted');
  return row;
}

/**
 * SocialHub/ListComments (spec 2 §4 Comments): 5 a page; a post's comments newest first, a
 * comment's replies (parentId) oldest first, as a conversation reads.
 */
export async function listComments(
  db: Knex,
  event: EventRow,
  userId: string,
  request: ListCommentsRequest,
): Promise<ContentList<SocialHubComment>> {
  await livePost(db, event, userId, request.postId, 'postDeleted');
  const query = commentsQuery(db).where('c.post_id', request.postId);
  if (request.parentId) {
    const parent = await db('social_hub_comments')
      .where({ id: request.parentId, post_id: request.postId })
      .whereNull('parent_id')
      .first('id');
    if (!parent) throw new ApiError(404, 'dataNotFound');
    query.where('c.parent_id', parent.id).orderBy([
      { column: 'c.created_at', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ]);
  } else {
    query.whereNull('c.parent_id').orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ]);
  }
  const { rows, totalCount } = await pageOf<CommentRow>(
    query.select(COMMENT_COLUMNS),
    page(request, SOCIAL_HUB_COMMENTS_PAGE_SIZE),
  );
  return { items: await commentsFrom(db, userId, rows), totalCount };
}

/**
 * A comment's text with its `%id%` tokens (spec 2 §5) kept for people of the event and taken out
 * for anyone else, and the people it mentions.
 */
async function resolveMentions(db: Knex, event: EventRow, userId: string, text: string) {
  const tokens = new RegExp(MENTION_TOKEN_PATTERN, 'g');
  const ids = [...text.matchAll(tokens)].map((match) => match[1]);
  const mentions = await mentionable(db, event.id, userId, ids);
  const kept = new Set(mentions.map((mention) => mention.id));
  const commentText = text
    .replace(tokens, (token, id: string) => (kept.has(id) ? token : ''))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return { commentText, mentions };
}

/** Whose counts changed when a comment came or went: the post's comments and its parent's replies. */
export interface CommentCounts {
  postId: string;
  parentId: string | null;
}

async function recountComments(trx: Knex, postId: string, parentId: string | null): Promise<CommentCounts> {
  await recount(trx, 'social_hub_posts', postId, 'comment_count', trx('social_hub_comments').where('post_id', postId));
  if (parentId) {
    await recount(
      trx,
      'social_hub_comments',
      parentId,
      'sub_comment_count',
      trx('social_hub_comments').where('parent_id', parentId),
    );
  }
  return { postId, parentId };
}

/** The kept counts of comments as they are now (the hub's coalesced count events, issue 29). */
export async function commentCountsOf(
  db: Knex,
  ids: string[],
): Promise<{ id: string; postId: string; likeCount: number; subCommentCount: number }[]> {
  const rows: { id: string; post_id: string; like_count: number; sub_comment_count: number }[] = await db(
    'social_hub_comments',
  )
    .whereIn('id', ids)
    .select('id', 'post_id', 'like_count', 'sub_comment_count');
  return rows.map((row) => ({
    id: row.id,
    postId: row.post_id,
    likeCount: Number(row.like_count),
    subCommentCount: Number(row.sub_comment_count),
  }));
}

/**
 * socialhub/addupdatecomment (spec 2 §5, §6): an attendee comments on a post, or replies to a
 * comment on it (a reply to a reply joins its thread: replies are one level deep), or changes
 * their own comment's text. Answers the comment and, for a new one, the counts it changed.
 */
export async function saveComment(
  db: Knex,
  event: EventRow,
  userId: string,
  body: AddUpdateCommentRequest,
): Promise<{ comment: SocialHubComment; counts: CommentCounts | null }> {
  await livePost(db, event, userId, body.postId, 'postCommentDeleted');
  const { commentText, mentions } = await resolveMentions(db, event, userId, body.commentText);
  if (!commentText) throw new ApiError(400, 'validationFailed', { commentText: 'commentEmpty' });

  const existing = body.id ? await findComment(db, event, userId, body.id) : null;
  if (existing && existing.post_id !== body.postId) throw new ApiError(404, 'dataNotFound');
  if (existing && existing.user_id !== userId) throw new ApiError(403, 'commentNotYours');

  let parentId: string | null = existing?.parent_id ?? null;
  if (!existing && body.parentId) {
    const parent = await db('social_hub_comments')
      .where({ id: body.parentId, post_id: body.postId })
      .first('id', 'parent_id');
    if (!parent) throw new ApiError(400, 'validationFailed', { parentId: 'commentParentNotFound' });
    parentId = parent.parent_id ?? parent.id;
  }

  const id = existing?.id ?? randomUUID();
  const now = new Date();
  const counts = await db.transaction(async (trx) => {
    if (existing) {
      await trx('social_hub_comments').where({ id }).update({ comment_text: commentText, updated_at: now });
    } else {
      await trx('social_hub_comments').insert({
        id,
        post_id: body.postId,
        parent_id: parentId,
        user_id: userId,
        comment_text: commentText,
        created_at: now,
        updated_at: now,
      });
    }
    await trx('social_hub_comment_mentions').where({ comment_id: id }).delete();
    if (mentions.length) {
      await trx('social_hub_comment_mentions').insert(
        mentions.map((mention) => ({ comment_id: id, user_id: mention.id })),
      );
    }
    return existing ? null : recountComments(trx, body.postId, parentId);
  });
  const [comment] = await commentsFrom(db, userId, [await commentsQuery(db).where('c.id', id).first(COMMENT_COLUMNS)]);
  return { comment, counts };
}

/** SocialHub/DeleteComment (spec 2 §6): only its owner deletes a comment; its replies go with it. */
export async function deleteComment(db: Knex, event: EventRow, userId: string, id: string): Promise<CommentCounts> {
  const comment = await findComment(db, event, userId, id);
  if (comment.user_id !== userId) throw new ApiError(403, 'commentDeleteNotYours');
  return db.transaction(async (trx) => {
    await trx('social_hub_comments').where({ parent_id: id }).delete();
    await trx('social_hub_comments').where({ id }).delete();
    return recountComments(trx, comment.post_id, comment.parent_id);
  });
}

/** SocialHub/togglelikecomment: like socialhub/togglelike, for a comment. */
export async function likeComment(
  db: Knex,
  event: EventRow,
  userId: string,
  id: string,
  isLiked: boolean,
): Promise<{ likes: number; changed: boolean }> {
  await findComment(db, event, userId, id);
  return db.transaction(async (trx) => {
    const changed = isLiked
      ? (
          await trx('social_hub_comment_likes')
            .insert({ comment_id: id, user_id: userId })
            .onConflict(['comment_id', 'user_id'])
            .ignore()
            .returning('comment_id')
        ).length > 0
      : (await trx('social_hub_comment_likes').where({ comment_id: id, user_id: userId }).delete()) > 0;
    const likes = await recount(
      trx,
      'social_hub_comments',
      id,
      'like_count',
      trx('social_hub_comment_likes').where('comment_id', id),
    );
    return { likes, changed };
  });
}
