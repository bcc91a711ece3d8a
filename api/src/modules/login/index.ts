import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ApplicationHeaders,
  EnvelopeSchema,
  FacebookSignInRequest,
  FastLoginRequest,
  FastLoginResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  NEW_PASSWORD_MIN_LENGTH,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  TokenResponse,
} from '@atrium/shared/contract';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword, type Tokens } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, type MessageKey } from '../../i18n';
import { findApplicationById } from '../application';
import { createMailer, transportFromEnvironment, type MailTransport } from '../mail';
import { createAccount, findAccountByEmail, policyErrors } from './accounts';
import { activate, findActivationCode, usableBy, type ActivationCode } from './activation';
import { createAttempts } from './attempts';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  MAX_RESET_CODE_FAILURES,
  MAX_RESET_REQUESTS_PER_ACCOUNT,
  MAX_RESET_REQUESTS_PER_ADDRESS,
} from './constants';
import { facebookSecretsFrom, graphFacebookVerifier, type FacebookVerifier } from './facebook';
import { passwordChangedMail, passwordResetMail, welcomeMail } from './mails';
import { consumeResetCode, issueResetCode, withdrawResetCodes } from './resetCodes';

export type { FacebookVerifier } from './facebook';

export interface LoginModuleOptions {
  /** Delivers mail besides the outbox; by default the one SMTP_URL names. */
  mailTransport?: MailTransport;
  /** Checks Facebook tokens; by default through the Graph API with FACEBOOK_APP_SECRETS. */
  facebook?: FacebookVerifier;
  /** The web app's public origin for links in mails (PUBLIC_URL); without it mails carry the code alone. */
  publicUrl?: string;
}

const SIGNIN_LIMITS = { perAccount: MAX_FAILURES_PER_ACCOUNT, perAddress: MAX_FAILURES_PER_ADDRESS };
const RESET_CODE_LIMITS = { perAccount: MAX_RESET_CODE_FAILURES, perAddress: MAX_FAILURES_PER_ADDRESS };
const RESET_REQUEST_LIMITS = { perAccount: MAX_RESET_REQUESTS_PER_ACCOUNT, perAddress: MAX_RESET_REQUESTS_PER_ADDRESS };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spec 1 §5: e-mail lowercased and trimmed, on the server too and before the format check; names trimmed. */
async function normaliseBody(request: FastifyRequest) {
  const body = request.body;
  if (!isRecord(body)) return;
  for (const field of ['email', 'emailAddress']) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim().toLowerCase();
  }
  for (const field of ['firstName', 'lastName']) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
}

/** The message of a failed form: the policy warning first (spec 1 §5), else the only error, else the general one. */
function formMessage(errors: Record<string, MessageKey>): MessageKey {
  const fields = Object.keys(errors);
  if (fields.includes('checkbox') || fields.includes('checkbox2')) return 'pleaseCheckPolicy';
  return fields.length === 1 ? errors[fields[0]] : 'validationFailed';
}

/** A password nobody knows, for an account made through Facebook; a reset sets a real one. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * Spec 1 §7 Sign-in and password: every way in. Every call names its application with
 * X-Application-Id and finds accounts, codes and policies of that application only.
 */
const loginModule: FastifyPluginAsync<{ db: Knex; tokens: Tokens } & LoginModuleOptions> = async (app, options) => {
  const { db, tokens } = options;
  const mailer = createMailer({
    db,
    log: app.log,
    transport: options.mailTransport ?? transportFromEnvironment(process.env.SMTP_URL),
  });
  const facebook = options.facebook ?? graphFacebookVerifier(facebookSecretsFrom(process.env.FACEBOOK_APP_SECRETS));
  const publicUrl = (options.publicUrl ?? process.env.PUBLIC_URL)?.replace(/\/+$/, '') || null;
  const attempts = createAttempts(db);

  app.addHook('preValidation', normaliseBody);

  async function applicationOf(request: FastifyRequest<{ Headers: ApplicationHeaders }>) {
    const application = await findApplicationById(db, request.headers['x-application-id']);
    if (!application) throw new ApiError(400, 'unknownApplication', { 'x-application-id': 'unknownApplication' });
    return application;
  }

  const signedIn = (userId: string, applicationId: string) => ({ token: tokens.sign({ userId, applicationId }) });

  async function activationCodeOf(applicationId: string, code: string): Promise<ActivationCode> {
    const found = await findActivationCode(db, applicationId, code);
    if (!found) throw new ApiError(400, 'activationCodeNotFound', { activationCode: 'activationCodeNotFound' });
    return found;
  }

  app.post<{ Body: SignInRequest; Headers: ApplicationHeaders }>(
    '/login/signin',
    { schema: { headers: ApplicationHeaders, body: SignInRequest, response: { 200: EnvelopeSchema(TokenResponse) } } },
    async (request) => {
      const application = await applicationOf(request);
      const key = { applicationId: application.id, account: request.body.email, address: request.ip };
      if (await attempts.isLocked('signin', key, SIGNIN_LIMITS)) throw new ApiError(429, 'tooManyAttempts');

      const account = await findAccountByEmail(db, application.id, request.body.email);
      // The hash is checked even for an unknown email, so neither answer nor timing tells whether it exists.
      const valid = await verifyPassword(request.body.password, account?.passwordHash ?? UNMATCHABLE_HASH);
      if (!account || !valid) {
        await attempts.record('signin', key);
        throw new ApiError(400, 'invalidCredentials');
      }
      await attempts.clear('signin', key);
      return ok(signedIn(account.id, application.id));
    },
  );

  // Spec 1 §4 Fast login progressive form: the code, then the e-mail, then the password.
  app.post<{ Body: FastLoginRequest; Headers: ApplicationHeaders }>(
    '/login/fastlogin',
    {
      schema: {
        headers: ApplicationHeaders,
        body: FastLoginRequest,
        response: { 200: EnvelopeSchema(FastLoginResponse) },
      },
    },
    async (request) => {
      const application = await applicationOf(request);
      const { emailAddress, password } = request.body;
      const code = await activationCodeOf(application.id, request.body.activationCode);
      const step = (ask: { emailRequired?: boolean; passwordRequired?: boolean; email?: string }) =>
        ok({
          token: null,
          eventId: null,
          slug: null,
          emailRequired: false,
          passwordRequired: false,
          email: null,
          ...ask,
        });
      if (!emailAddress) return step({ emailRequired: true });

      const account = await findAccountByEmail(db, application.id, emailAddress);
      if (!usableBy(code, account?.id ?? null)) {
        throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
      }
      if (!password) return step({ passwordRequired: true, email: emailAddress });

      const key = { applicationId: application.id, account: emailAddress, address: request.ip };
      if (account) {
        if (await attempts.isLocked('signin', key, SIGNIN_LIMITS)) throw new ApiError(429, 'tooManyAttempts');
        if (!(await verifyPassword(password, account.passwordHash))) {
          await attempts.record('signin', key);
          throw new ApiError(400, 'wrongPassword', { password: 'wrongPassword' });
        }
        await attempts.clear('signin', key);
      } else {
        // No account yet: the code makes one, with the password just typed and the policies accepted.
        const errors: Record<string, MessageKey> = await policyErrors(db, application.id, request.body);
        if (password.length < NEW_PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
        if (Object.keys(errors).length) throw new ApiError(400, formMessage(errors), errors);
      }

      const language = languageFrom(request.headers['accept-language']);
      // Fast login asks for no name; the part before @ stands in until the profile is edited.
      const firstName = emailAddress.split('@')[0].slice(0, 100);
      // Hashed before the transaction, so the database is not held while scrypt runs.
      const newAccount = account
        ? null
        : {
            applicationId: application.id,
            email: emailAddress,
            passwordHash: await hashPassword(password),
            firstName,
            lastName: '',
            language,
          };
      const userId = await db.transaction(async (trx) => {
        const id = newAccount ? await createAccount(trx, newAccount) : account?.id;
        if (!id || !(await activate(trx, code, id))) {
          throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
        }
        return id;
      });
      if (newAccount) {
        await mailer.send({
          applicationId: application.id,
          to: emailAddress,
          kind: 'welcome',
          ...welcomeMail(language, { brand: application.name, firstName }),
        });
      }
      return ok({
        ...signedIn(userId, application.id),
        eventId: code.eventId,
        slug: code.eventSlug,
        emailRequired: false,
        passwordRequired: false,
        email: emailAddress,
      });
    },
  );

  app.post<{ Body: SignUpRequest; Headers: ApplicationHeaders }>(
    '/login/signup',
    { schema: { headers: ApplicationHeaders, body: SignUpRequest, response: { 200: EnvelopeSchema(TokenResponse) } } },
    async (request) => {
      const application = await applicationOf(request);
      const body = request.body;
      const errors: Record<string, MessageKey> = await policyErrors(db, application.id, body);
      if (body.password !== body.passwordRetry) errors.passwordRetry = 'passwordsDoNotMatch';
      const code = body.activationCode ? await findActivationCode(db, application.id, body.activationCode) : null;
      if (body.activationCode && !code) errors.activationCode = 'activationCodeNotFound';
      if (code && !usableBy(code, null)) errors.activationCode = 'activationCodeTaken';
      if (await findAccountByEmail(db, application.id, body.email)) errors.email = 'emailTaken';
      if (Object.keys(errors).length) throw new ApiError(400, formMessage(errors), errors);

      const language = languageFrom(request.headers['accept-language']);
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (trx) => {
        const id = await createAccount(trx, {
          applicationId: application.id,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          language,
        });
        if (code && !(await activate(trx, code, id))) {
          throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
        }
        return id;
      });
      await mailer.send({
        applicationId: application.id,
        to: body.email,
        kind: 'welcome',
        ...welcomeMail(language, { brand: application.name, firstName: body.firstName }),
      });
      return ok(signedIn(userId, application.id));
    },
  );

  // forgotpassword and its resend answer alike whether or not the address has an account.
  const sendResetCode = async (
    request: FastifyRequest<{ Body: ForgotPasswordRequest; Headers: ApplicationHeaders }>,
  ) => {
    const application = await applicationOf(request);
    const { email } = request.body;
    const key = { applicationId: application.id, account: email, address: request.ip };
    if (await attempts.isLocked('resetRequest', key, RESET_REQUEST_LIMITS)) {
      throw new ApiError(429, 'tooManyResetRequests');
    }
    await attempts.record('resetRequest', key);
    const account = await findAccountByEmail(db, application.id, email);
    if (account) {
      const code = await issueResetCode(db, application.id, account.id);
      const query = new URLSearchParams({ code, email }).toString();
      const link = publicUrl && `${publicUrl}/${application.slug}/forgot-password?${query}`;
      await mailer.send({
        applicationId: application.id,
        to: email,
        kind: 'passwordReset',
        ...passwordResetMail(languageFrom(request.headers['accept-language']), {
          brand: application.name,
          code,
          link,
        }),
      });
    }
    return ok({ email });
  };
  const resetRequestSchema = {
    headers: ApplicationHeaders,
    body: ForgotPasswordRequest,
    response: { 200: EnvelopeSchema(ForgotPasswordResponse) },
  };
  app.post('/login/forgotpassword', { schema: resetRequestSchema }, sendResetCode);
  app.post('/login/resenduserpasswordwithemail', { schema: resetRequestSchema }, sendResetCode);

  app.post<{ Body: ResetPasswordRequest; Headers: ApplicationHeaders }>(
    '/login/resetpassword',
    {
      schema: {
        headers: ApplicationHeaders,
        body: ResetPasswordRequest,
        response: { 200: EnvelopeSchema(TokenResponse) },
      },
    },
    async (request) => {
      const application = await applicationOf(request);
      const { email, password, passwordRetry, resetToken } = request.body;
      if (password !== passwordRetry) {
        throw new ApiError(400, 'passwordsDoNotMatch', { passwordRetry: 'passwordsDoNotMatch' });
      }
      const key = { applicationId: application.id, account: email, address: request.ip };
      if (await attempts.isLocked('resetCode', key, RESET_CODE_LIMITS)) throw new ApiError(429, 'tooManyAttempts');

      const account = await findAccountByEmail(db, application.id, email);
      const passwordHash = await hashPassword(password);
      const reset =
        account &&
        (await db.transaction(async (trx) => {
          if (!(await consumeResetCode(trx, account.id, resetToken))) return false;
          const now = new Date();
          await trx('users')
            .where({ id: account.id, application_id: application.id })
            .update({ password_hash: passwordHash, password_update_date: now, updated_at: now });
          return true;
        }));
      if (!account || !reset) {
        await attempts.record('resetCode', key);
        // Guessing stops here: once the account used up its tries, no open code works any more.
        if (account && (await attempts.isLocked('resetCode', key, RESET_CODE_LIMITS))) {
          await withdrawResetCodes(db, account.id);
        }
        throw new ApiError(400, 'resetCodeInvalid', { resetToken: 'resetCodeInvalid' });
      }
      // Whoever holds the mailbox owns the account: earlier wrong passwords no longer lock it.
      await attempts.clear('resetCode', key);
      await attempts.clear('signin', key);
      await mailer.send({
        applicationId: application.id,
        to: email,
        kind: 'passwordChanged',
        ...passwordChangedMail(languageFrom(request.headers['accept-language']), { brand: application.name }),
      });
      return ok(signedIn(account.id, application.id));
    },
  );

  app.post<{ Body: FacebookSignInRequest; Headers: ApplicationHeaders }>(
    '/login/signinwithfacebook',
    {
      schema: {
        headers: ApplicationHeaders,
        body: FacebookSignInRequest,
        response: { 200: EnvelopeSchema(TokenResponse) },
      },
    },
    async (request) => {
      const application = await applicationOf(request);
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
      return ok(signedIn(userId, application.id));
    },
  );
};

export default loginModule;
