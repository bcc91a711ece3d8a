import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { hashPassword, type Tokens } from '../../auth';
import { ApiError } from '../../http/envelope';
import type { MessageKey } from '../../i18n';
import { createMailer, transportFromEnvironment, type MailTransport } from '../../mail';
import { findActivationCode, type ActivationCode } from '../../activation';
import { createAttempts } from './attempts';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  MAX_RESET_CODE_FAILURES,
  MAX_RESET_REQUESTS_PER_ACCOUNT,
  MAX_RESET_REQUESTS_PER_ADDRESS,
} from './constants';
import { facebookSecretsFrom, graphFacebookVerifier, type FacebookVerifier } from './facebook';

export interface LoginModuleOptions {
  /** Delivers mail besides the outbox; by default the one SMTP_URL names. */
  mailTransport?: MailTransport;
  /** Checks Facebook tokens; by default through the Graph API with FACEBOOK_APP_SECRETS. */
  facebook?: FacebookVerifier;
  /** The web app's public origin for links in mails (PUBLIC_URL); without it mails carry the code alone. */
  publicUrl?: string;
}

export const SIGNIN_LIMITS = { perAccount: MAX_FAILURES_PER_ACCOUNT, perAddress: MAX_FAILURES_PER_ADDRESS };
export const RESET_CODE_LIMITS = { perAccount: MAX_RESET_CODE_FAILURES, perAddress: MAX_FAILURES_PER_ADDRESS };
export const RESET_REQUEST_LIMITS = {
  perAccount: MAX_RESET_REQUESTS_PER_ACCOUNT,
  perAddress: MAX_RESET_REQUESTS_PER_ADDRESS,
};

/** The message of a failed form: the policy warning first (spec 1 §5), else the only error, else the general one. */
export function formMessage(errors: Record<string, MessageKey>): MessageKey {
  const fields = Object.keys(errors);
  if (fields.includes('checkbox') || fields.includes('checkbox2')) return 'pleaseCheckPolicy';
  return fields.length === 1 ? errors[fields[0]] : 'validationFailed';
}

/** A password nobody knows, for an account made through Facebook; a reset sets a real one. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** What every way in shares: the database, tokens, mail and attempt limits. */
export function createLoginContext(
  log: FastifyBaseLogger,
  { db, tokens, ...options }: { db: Knex; tokens: Tokens } & LoginModuleOptions,
) {
  const mailer = createMailer({
    db,
    log,
    transport: options.mailTransport ?? transportFromEnvironment(process.env.SMTP_URL),
  });

  async function activationCodeOf(applicationId: string, code: string): Promise<ActivationCode> {
    const found = await findActivationCode(db, applicationId, code);
    if (!found) throw new ApiError(400, 'activationCodeNotFound', { activationCode: 'activationCodeNotFound' });
    return found;
  }

  return {
    db,
    mailer,
    attempts: createAttempts(db),
    facebook: options.facebook ?? graphFacebookVerifier(facebookSecretsFrom(process.env.FACEBOOK_APP_SECRETS)),
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL)?.replace(/\/+$/, '') || null,
    activationCodeOf,
    signedIn: (userId: string, applicationId: string) => ({ token: tokens.sign({ userId, applicationId }) }),
  };
}

export type LoginContext = ReturnType<typeof createLoginContext>;
