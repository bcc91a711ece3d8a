import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApiError, ok } from '../../http/envelope';
import { findApplication, listPolicies, toApplication } from '../../applicationScope';
import { languageFrom } from '../../i18n';

/** Spec 1 §7 Application: the brand lookup and its settings and policies, open to guests. */
const applicationModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  async function lookup(id: string) {
    const application = await findApplication(db, id);
    if (!application) throw new ApiError(404, 'dataNotFound');
    return application;
  }

  app.handle('login/getapplication', async (request) => ok(toApplication(await lookup(request.body.id))));

  app.handle('definition/getApplicationsettings', async (request) => {
    const application = await lookup(request.body.id);
    const policies = await listPolicies(db, application.id, languageFrom(request.headers['accept-language']));
    return ok({ whiteLabelSettings: { metaTitle: application.meta_title, color: application.color, ...policies } });
  });

  // Policies are read in the language of the request (Accept-Language), as the rest of the answer.
  app.handle('Definition/GetApplicationPolicies', async (request) =>
    ok(await listPolicies(db, (await lookup(request.body.id)).id, languageFrom(request.headers['accept-language']))),
  );
};

export default applicationModule;
