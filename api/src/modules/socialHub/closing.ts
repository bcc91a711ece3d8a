import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { channel } from '@atrium/shared/contract';
import { watch } from '@atrium/shared/server';
import type { Publish } from '../../channels';

/** How often the watch looks for polls and surveys whose closing time passed. */
export const CLOSING_WATCH_MS = 2000;

/**
 * Marks over the polls and surveys whose closing time has passed by `now` and publishes
 * postIsOverChanged for each on its event's hub (spec 2 §4: the server pushes isOver). A post is
 * published once: by the call (of whichever instance) whose update marked it.
 */
export async function closeDuePosts(db: Knex, publish: Publish, now = new Date()): Promise<string[]> {
  const due: { id: string; event_id: string }[] = await db('social_hub_posts')
    .where('is_over', false)
    .andWhere('closes_at', '<=', now)
    .whereNull('deleted_at')
    .select('id', 'event_id');
  const closed: string[] = [];
  for (const post of due) {
    if (!(await db('social_hub_posts').where({ id: post.id, is_over: false }).update({ is_over: true }))) continue;
    publish(channel.socialHub({ eventId: post.event_id }), 'postIsOverChanged', { postId: post.id, isOver: true });
    closed.push(post.id);
  }
  return closed;
}

/** The one closing watch of the api: closeDuePosts every CLOSING_WATCH_MS while the server runs. */
export function watchClosings(db: Knex, publish: Publish, log: FastifyBaseLogger): { stop(): Promise<void> } {
  return watch(
    () => closeDuePosts(db, publish),
    CLOSING_WATCH_MS,
    (error) => log.error(error, 'the closing watch failed'),
  );
}
