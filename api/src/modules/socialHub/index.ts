import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createRateLimits } from '../../rateLimits';
import type { Knex } from 'knex';
import {
  channel,
  SOCIAL_HUB_POST_SORTING_TYPE,
  type NewPostRef,
  type SocialHubPostSortingType,
} from '@atrium/shared/contract';
import type { Channels } from '../../channels';
import { isEventOfBrand, type EventRow } from '../../eventScope';
import { ApiError, ok } from '../../http/envelope';
import { t, type Language, type MessageKey } from '../../i18n';
import type { Storage } from '../../storage';
import { attend, surveyQuestions } from './attend';
import { watchClosings } from './closing';
import { coalescer } from './coalesce';
import { commentCountsOf, deleteComment, likeComment, listComments, saveComment, type CommentCounts } from './comments';
import { checkPoll, doVote, livePollOf, watchLivePolls } from './livePoll';
import { searchMention } from './people';
import {
  deletePost,
  latestLikesOf,
  likePost,
  listPosts,
  listTopics,
  postCountsOf,
  postFor,
  presentPosts,
  savePost,
  votesOf,
} from './posts';
import { upvotePost } from './upvotes';

const SORTING_NAMES: Record<SocialHubPostSortingType, MessageKey> = {
  [SOCIAL_HUB_POST_SORTING_TYPE.newest]: 'sortingNewest',
  [SOCIAL_HUB_POST_SORTING_TYPE.mostLiked]: 'sortingMostLiked',
  [SOCIAL_HUB_POST_SORTING_TYPE.mostCommented]: 'sortingMostCommented',
  [SOCIAL_HUB_POST_SORTING_TYPE.mostUpvoted]: 'sortingMostUpvoted',
};

/** socialHubPostSortingType's names for definition/listenums (spec 2 §3: loaded from the server). */
export function sortingTypes(language: Language) {
  return Object.entries(SORTING_NAMES).map(([key, name]) => ({ key: Number(key), displayName: t(language, name) }));
}

export interface SocialHubModuleOptions {
  db: Knex;
  storage: Storage;
  channels: Channels;
}

/**
 * Spec 2 §2.17, §6, §7.3 Social hub (issue 15), inside the event of X-Event-Id when it has the
 * SocialHub module: anyone of the brand reads the feed, as the event's other content; attendees
 * post, comment, like, vote and answer (a visitor gets 403 'Only attendees of this event can do
 * this.'); only owners delete. Every change goes out on `event-social-hub-{eventId}` (spec 2 §7.6),
 * polls and surveys closing too (the closing watch, started and stopped with the server). New posts,
 * counts and the live poll are coalesced (issue 29 item 4): a full hall gets a message a second
 * of each, not one per post, like or vote; removals, comments and closings go one by one.
 */
const socialHubModule: FastifyPluginAsync<SocialHubModuleOptions> = async (app, { db, storage, channels }) => {
  const limits = createRateLimits(db);
  const { publish } = channels;
  // The hub is read by anyone of the brand, as the event's other content (issue 15).
  channels.authorise('socialHub', (claims, { eventId }) => isEventOfBrand(db, claims.applicationId, eventId));

  async function hub(request: FastifyRequest, attendee: boolean): Promise<EventRow> {
    const event = attendee ? await request.requireAttendedEvent() : await request.requireEvent();
    if (!(await db('event_modules').where({ event_id: event.id, name: 'SocialHub' }).first('id'))) {
      throw new ApiError(404, 'noSocialHub');
    }
    return event;
  }
  const hubOf = (eventId: string) => channel.socialHub({ eventId });

  // Each count is read when its message goes, so no message holds one older than its interval.
  const hubs = coalescer(app.log);
  const newPosts = hubs.kind<NewPostRef>(async (eventId, refs) => {
    // One deleted meanwhile (its removePost went at once) is not new.
    const present = await presentPosts(
      db,
      refs.map((ref) => ref.id),
    );
    const items = refs.filter((ref) => present.has(ref.id));
    if (items.length) publish(hubOf(eventId), 'newPost', { items });
  });
  const likesChanged = hubs.ids(async (eventId, ids) => {
    const [counts, latestLikes] = await Promise.all([postCountsOf(db, ids), latestLikesOf(db, ids)]);
    const items = counts.map(({ id, likes }) => ({ postId: id, likes, latestLikes: latestLikes.get(id) ?? [] }));
    publish(hubOf(eventId), 'postLikeCountChanged', { items });
  });
  const commentsChanged = hubs.ids(async (eventId, ids) => {
    const items = (await postCountsOf(db, ids)).map(({ id, comments }) => ({ postId: id, comments }));
    publish(hubOf(eventId), 'postCommentCountChanged', { items });
  });
  const upvotesChanged = hubs.ids(async (eventId, ids) => {
    const items = (await postCountsOf(db, ids)).map(({ id, upvotes }) => ({ postId: id, upvotes }));
    publish(hubOf(eventId), 'postUpvoteCountChanged', { items });
  });
  const votesChanged = hubs.ids(async (eventId, ids) =>
    publish(hubOf(eventId), 'voteCalculated', { items: await votesOf(db, ids) }),
  );
  const commentLikesChanged = hubs.ids(async (eventId, ids) => {
    const items = (await commentCountsOf(db, ids)).map(({ id, postId, likeCount }) => ({ postId, id, likeCount }));
    publish(hubOf(eventId), 'postCommentLikeCountChanged', { items });
  });
  const repliesChanged = hubs.ids(async (eventId, ids) => {
    const items = (await commentCountsOf(db, ids)).map(({ id, postId, subCommentCount }) => ({
      postId,
      id,
      subCommentCount,
    }));
    publish(hubOf(eventId), 'commentSubCommentCountChanged', { items });
  });
  // One item, the event's poll: read as it is when the message goes.
  const livePollChanged = hubs.ids(async (eventId) =>
    publish(hubOf(eventId), 'livePollChanged', { poll: await livePollOf(db, eventId) }),
  );

  const closings = watchClosings(db, publish, app.log);
  const livePolls = watchLivePolls(db, (eventId) => livePollChanged(eventId, eventId), app.log);
  app.addHook('preClose', async () => {
    await Promise.all([closings.stop(), livePolls.stop()]);
    await hubs.stop();
  });

  const publishCounts = (event: EventRow, { postId, parentId }: CommentCounts) => {
    commentsChanged(event.id, postId);
    if (parentId) repliesChanged(event.id, parentId);
  };

  app.handle('SocialHub/List', async (request) =>
    ok(await listPosts(db, await hub(request, false), request.auth.userId, request.body)),
  );

  app.handle('SocialHub/ListTopics', async (request) => ok(await listTopics(db, await hub(request, false))));

  app.handle('socialhub/addorupdate', async (request) => {
    const event = await hub(request, true);
    const { userId } = request.auth;
    await limits.check('socialHubWrite', { userId, address: request.ip });
    const { id, published } = await savePost(db, storage, event, userId, request.body);
    const post = await postFor(db, event, userId, id);
    if (published) {
      newPosts(event.id, post.id, { id: post.id, type: post.type, topicId: post.topic?.id ?? null, owner: post.owner });
    }
    return ok(post);
  });

  app.handle('SocialHub/Delete', async (request) => {
    const event = await hub(request, true);
    await deletePost(db, event, request.auth.userId, request.body.id);
    publish(hubOf(event.id), 'removePost', { id: request.body.id });
    return ok(null);
  });

  app.handle('socialhub/togglelike', async (request) => {
    const event = await hub(request, true);
    const { id, isLiked } = request.body;
    const { likes, changed } = await likePost(db, event, request.auth.userId, id, isLiked);
    if (changed) likesChanged(event.id, id);
    return ok({ id, isLiked, likes });
  });

  app.handle('SocialHub/ListComments', async (request) =>
    ok(await listComments(db, await hub(request, false), request.auth.userId, request.body)),
  );

  app.handle('socialhub/addupdatecomment', async (request) => {
    const event = await hub(request, true);
    await limits.check('socialHubWrite', { userId: request.auth.userId, address: request.ip });
    const { comment, counts } = await saveComment(db, event, request.auth.userId, request.body);
    if (counts) {
      // A new comment is nobody's liked one yet.
      publish(hubOf(event.id), 'newComment', comment);
      publishCounts(event, counts);
    }
    return ok(comment);
  });

  app.handle('SocialHub/togglelikecomment', async (request) => {
    const event = await hub(request, true);
    const { id, isLiked } = request.body;
    const { likes, changed } = await likeComment(db, event, request.auth.userId, id, isLiked);
    if (changed) commentLikesChanged(event.id, id);
    return ok({ id, isLiked, likes });
  });

  app.handle('SocialHub/DeleteComment', async (request) => {
    const event = await hub(request, true);
    const counts = await deleteComment(db, event, request.auth.userId, request.body.id);
    publish(hubOf(event.id), 'postCommentDeleted', {
      postId: counts.postId,
      id: request.body.id,
      parentId: counts.parentId,
    });
    publishCounts(event, counts);
    return ok(null);
  });

  app.handle('socialhub/searchmention', async (request) => {
    const event = await hub(request, true);
    return ok(await searchMention(db, event.id, request.auth.userId, request.body));
  });

  app.handle('SocialHub/ToggleUpvote', async (request) => {
    const event = await hub(request, true);
    const { id, isUpvoted } = request.body;
    const { upvotes, changed } = await upvotePost(db, event, request.auth.userId, id, isUpvoted);
    if (changed) upvotesChanged(event.id, id);
    return ok({ id, isUpvoted, upvotes });
  });

  app.handle('SocialHub/GetQuestions', async (request) => {
    const event = await hub(request, true);
    return ok({ items: await surveyQuestions(db, event, request.auth.userId, request.body.id) });
  });

  app.handle('SocialHub/Attend', async (request) => {
    const event = await hub(request, true);
    const { userId } = request.auth;
    await attend(db, event, userId, request.body);
    // The counts are everyone's; isJoined is the caller's alone, so it stays out.
    votesChanged(event.id, request.body.postId);
    return ok(await postFor(db, event, userId, request.body.postId));
  });

  // The live poll (spec 2 §2.17, §4): anyone of the brand sees it, as the feed; attendees vote.
  app.handle('participant/checkpoll', async (request) =>
    ok(await checkPoll(db, (await hub(request, false)).id, request.auth.userId)),
  );

  app.handle('participant/dovote', async (request) => {
    const event = await hub(request, true);
    const answer = await doVote(db, event.id, request.auth.userId, request.body.answer);
    livePollChanged(event.id, event.id);
    return ok(answer);
  });
};

export default socialHubModule;
