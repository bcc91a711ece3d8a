import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ok } from '../../http/envelope';
import { languageFrom, t } from '../../i18n';
import { doSurvey, listSurveys } from './surveys';

/**
 * Spec 2 §2.15, §4 Survey, §7.1 Surveys (issue 14 item 4), inside the event of X-Event-Id, for its
 * attendees: a visitor gets 403 'Only attendees of this event can do this.', as at Stand/Join.
 */
const surveyModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.handle('Participant/GetSurveys', async (request) =>
    ok(await listSurveys(db, await request.requireAttendedEvent(), request.auth.userId, request.body.standID ?? null)),
  );

  app.handle('Participant/DoSurvey', async (request) => {
    const { surveyID } = request.body;
    await doSurvey(db, await request.requireAttendedEvent(), request.auth.userId, request.body);
    // Spec 2 §7.1: the success popup shows data.message; the envelope's message says the same.
    const message = t(languageFrom(request.headers['accept-language']), 'surveyCompleted');
    return { ...ok({ surveyID, isCompleted: true as const, message }), message };
  });
};

export default surveyModule;
