import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, t } from '../../i18n';
import { checkIn, joinStand } from './checkIn';
import { getStand, listStands, listStandSaloons } from './stands';

/**
 * Spec 2 §2.9, §2.10, §7.2 Booths (issue 14), inside the event of X-Event-Id. Reading the
 * exhibition is open to the brand's attendees and visitors alike, like the event's other content;
 * joining a booth and checking in are for attendees (spec 2 §6, docs/decisions.md).
 */
const standModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.handle('Stand/List', async (request) => ok(await listStands(db, await request.requireEvent(), request.body)));

  app.handle('Stand/ListSaloons', async (request) =>
    ok(await listStandSaloons(db, await request.requireEvent(), request.body)),
  );

  app.handle('stand/get', async (request) => {
    const stand = await getStand(db, await request.requireEvent(), request.body.id, request.auth.userId);
    if (!stand) throw new ApiError(404, 'dataNotFound');
    return ok({ item: stand });
  });

  app.handle('Stand/Join', async (request) => {
    await joinStand(db, await request.requireAttendedEvent(), request.auth.userId, request.body.id);
    return ok(null);
  });

  app.handle('stand/checkin', async (request) => {
    const standID = request.body.standID;
    const isNew = await checkIn(db, await request.requireAttendedEvent(), request.auth.userId, request.body);
    const message = t(languageFrom(request.headers['accept-language']), isNew ? 'checkedIn' : 'alreadyCheckedIn');
    return { ...ok({ standID, isCheckedIn: true }), message };
  });
};

export default standModule;
