import type { Knex } from 'knex';
import { SOCIAL_HUB_POST_TYPE } from '@atrium/shared/contract';
import { toBoolean } from '../../db';
import type { EventRow } from '../../eventScope';
import { ApiError } from '../../http/envelope';
import { presentPost, recount } from './posts';

/**
 * SocialHub/ToggleUpvote (issue 15 item 8): isUpvoted is what the caller wants, as with likes.
 * Only Q&A posts are upvoted: type 0 and not an announcement (another post is a field error on
 * `id`). Answers the upvotes after it and whether they changed.
 */
export async function upvotePost(
  db: Knex,
  event: EventRow,
  userId: string,
  id: string,
  isUpvoted: boolean,
): Promise<{ upvotes: number; changed: boolean }> {
  const post = await presentPost(db, event.id, userId, id);
  if (Number(post.type) !== SOCIAL_HUB_POST_TYPE.chat || toBoolean(post.is_announcement)) {
    throw new ApiError(400, 'validationFailed', { id: 'upvoteQuestionsOnly' });
  }
  return db.transaction(async (trx) => {
    const changed = isUpvoted
      ? (
          await trx('social_hub_post_upvotes')
            .insert({ post_id: id, user_id: userId, created_at: new Date() })
            .onConflict(['post_id', 'user_id'])
            .ignore()
            .returning('post_id')
        ).length > 0
      : (await trx('social_hub_post_upvotes').where({ post_id: id, user_id: userId }).delete()) > 0;
    const upvotes = await recount(
      trx,
      'social_hub_posts',
      id,
      'upvote_count',
      trx('social_hub_post_upvotes').where('post_id', id),
    );
    return { upvotes, changed };
  });
}
