import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom } from '../../i18n';
import { createAccount, findAccountByEmail } from './accounts';
import { unusablePasswordHash, type LoginContext } from './context';

/** Spec 1 §7 login/signinwithfacebook: the brand's Facebook app vouches for the address. */
export function signInWithFacebook(app: FastifyInstance, { db, facebook, signedIn }: LoginContext) {
  app.handle('login/signinwithfacebook', async (request) => {
    const application = await request.requireApplication();
    const appId = application.facebook_app_id;
    if (!appId || !facebook.isConfigured(appId)) throw new ApiError(400, 'facebookNotAvailable');

    let profile;
    try {
      profile = await facebook.verify(appId, request.body.accessToken);
    } catch (error) {
      request.log.warn({ err: error }, 'Facebook token check failed');
      throw new ApiError(502, 'facebookUnreachable');
    }
    if (!profile) throw new ApiError(400, 'facebookTokenInvalid');
    if (!profile.email) throw new ApiError(400, 'facebookEmailMissing');

    const account = await findAccountByEmail(db, application.id, profile.email);
    const userId =
      account?.id ??
      (await createAccount(db, {
        applicationId: application.id,
        email: profile.email,
        passwordHash: await unusablePasswordHash(),
        firstName: profile.firstName.slice(0, 100),
        lastName: profile.lastName.slice(0, 100),
        language: languageFrom(request.headers['accept-language']),
        emailConfirmed: true,
      }));
    return ok(await signedIn(userId, application.id));
  });
}
