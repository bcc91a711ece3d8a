import type { FastifyPluginAsync } from 'fastify';
import { createRateLimits } from '../../rateLimits';
import type { Knex } from 'knex';
import type { SignedInRequest } from '../../http/calls';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom } from '../../i18n';
import { getFollowings, getSuggestions } from './contacts';
import type { Notify } from '../../notify';
import { blockedBetween, findPerson, nameOf } from '../../people';
import { getProfile } from './profiles';

/** The other person of a follow or block: of the caller's brand, and not the caller (spec 1 §6). */
async function otherPerson(db: Knex, request: SignedInRequest, otherId: string, field: string) {
  const { userId, applicationId } = request.auth;
  if (otherId === userId) {
    throw new ApiError(400, field === 'userID' ? 'cannotFollowYourself' : 'cannotBlockYourself', {
      [field]: field === 'userID' ? 'cannotFollowYourself' : 'cannotBlockYourself',
    });
  }
  return findPerson(db, applicationId, otherId);
}

/**
 * A follower's next follow of the same person notifies again only after this: long enough that
 * toggling the switch is no news, short enough that a real change of mind later is.
 */
const CONTACT_ADDED_AGAIN_AFTER_MS = 10 * 60 * 1000;

/** Spec 1 §7 Contacts, profile, block: how a user sees and keeps others. Every call needs sign-in. */
const profileModule: FastifyPluginAsync<{ db: Knex; notify: Notify }> = async (app, { db, notify }) => {
  const limits = createRateLimits(db);
  app.handle('profile/get', async (request) => {
    const { userId, applicationId } = request.auth;
    const language = languageFrom(request.headers['accept-language']);
    return ok(await getProfile(db, applicationId, userId, request.query.userID, language));
  });

  app.handle('profile/changefollow', async (request) => {
    const { userID, follow } = request.body;
    const { userId: followerId, applicationId } = request.auth;
    await limits.check('follow', { userId: followerId, address: request.ip });
    const other = await otherPerson(db, request, userID, 'userID');
    // A block stops follows both ways, and the notification a follow would send (issue 32 item 5).
    if (follow && (await blockedBetween(db, followerId, [other.id]))) {
      throw new ApiError(400, 'cannotFollowBlocked', { userID: 'cannotFollowBlocked' });
    }
    if (follow) {
      const added = await db('follows')
        .insert({ follower_id: followerId, followed_id: other.id, created_at: new Date() })
        .onConflict(['follower_id', 'followed_id'])
        .ignore()
        .returning('follower_id');
      // The person added is told once, when the follow is new (spec 1 §3 people notifications), and
      // not again for the same follower within ten minutes: following and unfollowing in turn is no news.
      const toldLately = async () =>
        db('notifications')
          .where({ user_id: other.id, related_user_id: followerId, kind: 'contactAdded' })
          .andWhere('created_at', '>', new Date(Date.now() - CONTACT_ADDED_AGAIN_AFTER_MS))
          .first('id');
      if (added.length && !(await toldLately())) {
        await notify({
          applicationId,
          userId: other.id,
          kind: 'contactAdded',
          params: { name: await nameOf(db, followerId) },
          relatedUserId: followerId,
        });
      }
    } else {
      await db('follows').where({ follower_id: followerId, followed_id: other.id }).delete();
    }
    return ok(null);
  });

  app.handle('account/toggleblockquery', async (request) => {
    const blockerId = request.auth.userId;
    const other = await otherPerson(db, request, request.body.id, 'id');
    const isBlocked = await db.transaction(async (trx) => {
      const removed = await trx('blocks').where({ blocker_id: blockerId, blocked_id: other.id }).delete();
      if (removed) return false;
      await trx('blocks')
        .insert({ blocker_id: blockerId, blocked_id: other.id, created_at: new Date() })
        .onConflict(['blocker_id', 'blocked_id'])
        .ignore();
      // Neither keeps following the other: a follow is a contact, and a block ends it both ways.
      await trx('follows')
        .where({ follower_id: blockerId, followed_id: other.id })
        .orWhere({ follower_id: other.id, followed_id: blockerId })
        .delete();
      return true;
    });
    return ok({ isBlocked });
  });

  app.handle('account/getfollowings', async (request) => {
    const { userId, applicationId } = request.auth;
    return ok(await getFollowings(db, applicationId, userId, request.body));
  });

  app.handle('Account/GetSuggestions', async (request) => {
    const { userId, applicationId } = request.auth;
    return ok(await getSuggestions(db, applicationId, userId, request.body));
  });
};

export default profileModule;
