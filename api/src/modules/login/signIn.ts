import type { FastifyInstance } from 'fastify';
import { UNMATCHABLE_HASH, verifyPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { findAccountByEmail } from './accounts';
import { SIGN_IN_LIMITS, type LoginContext } from './context';

/** Spec 1 §4 Login: e-mail and password. */
export function signIn(app: FastifyInstance, { db, attempts, requireProof, signedIn }: LoginContext) {
  app.handle('login/signin', async (request) => {
    const application = await request.requireApplication();
    const key = { applicationId: application.id, account: request.body.email, address: request.ip };
    if (await attempts.isLocked('signin', key, SIGN_IN_LIMITS)) throw new ApiError(429, 'tooManyAttempts');
    // Past the address's threshold, a proof of work before the password is checked (issue 32 item 1).
    await requireProof(request, application.id, request.body.proof);

    const account = await findAccountByEmail(db, application.id, request.body.email);
    // The hash is checked even for an unknown email, so neither answer nor timing tells whether it exists.
    const valid = await verifyPassword(request.body.password, account?.passwordHash ?? UNMATCHABLE_HASH);
    if (!account || !valid) {
      await attempts.record('signin', key);
      throw new ApiError(400, 'invalidCredentials');
    }
    await attempts.clear('signin', key);
    return ok(await signedIn(account.id, application.id));
  });
}
