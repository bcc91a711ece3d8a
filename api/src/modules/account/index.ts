import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApiError, ok } from '../../http/envelope';
import { findUser } from './users';

/** Spec 1 §7 Account. Every call here needs sign-in. */
const accountModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.handle('account/get', async (request) => {
    const { userId, applicationId } = request.auth!;
    const user = await findUser(db, applicationId, userId);
    if (!user) throw new ApiError(401, 'notLoggedIn');
    // Messages and notifications arrive with their issues; until then nothing is unread.
    return ok({ user, unreadMessages: 0, unreadNotifications: 0 });
  });
};

export default accountModule;
