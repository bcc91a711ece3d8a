import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import type { Sessions } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { deleteAccount, findUser } from './users';

/** Spec 1 §7 Account. Every call here needs sign-in. */
const accountModule: FastifyPluginAsync<{ db: Knex; sessions: Sessions }> = async (app, { db, sessions }) => {
  app.handle('account/get', async (request) => {
    const { userId, applicationId } = request.auth!;
    const user = await findUser(db, applicationId, userId);
    if (!user) throw new ApiError(401, 'notLoggedIn');
    // Messages and notifications arrive with their issues; until then nothing is unread.
    return ok({ user, unreadMessages: 0, unreadNotifications: 0 });
  });

  app.handle('account/deletemyaccount', async (request) => {
    const { userId, applicationId } = request.auth!;
    await sessions.endAllOf(userId);
    await deleteAccount(db, applicationId, userId, request.body.reason);
    return ok(null);
  });

  // The shell's logout (spec 1 §4) calls it, so a token is over on the server too, not only forgotten.
  app.handle('account/signout', async (request) => {
    await sessions.end(request.auth!.sessionId);
    return ok(null);
  });
};

export default accountModule;
