import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { hashPassword, type Sessions } from '../../auth';
import { ApiError } from '../../http/envelope';
import type { MessageKey } from '../../i18n';
import { createMailer, transportFromEnvironment, type MailTransport } from '../../mail';
import { findActivationCodeFrom, type ActivationCode } from '../../activation';
import { createAttempts } from '../../attempts';
import { createProofOfWork, type ProofOfWorkCost } from '../../proofOfWork';
import type { Proof } from '@atrium/shared/contract';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  MAX_RESET_REQUESTS_PER_ADDRESS,
  MAX_RESET_REQUESTS_PER_PAIR,
  MAX_SIGN_UPS_PER_ADDRESS,
} from './constants';
import { facebookSecretsFrom, graphFacebookVerifier, type FacebookVerifier } from './facebook';

export interface LoginModuleOptions {
  /** Delivers mail besides the outbox; by default the one SMTP_URL names. */
  mailTransport?: MailTransport;
  /** Checks Facebook tokens; by default through the Graph API with FACEBOOK_APP_SECRETS. */
  facebook?: FacebookVerifier;
  /** The web app's public origin for links in mails (PUBLIC_URL); without it mails carry the code alone. */
  publicUrl?: string;
  /** The proof of work asked past the per-address threshold (issue 32 item 1); tests lower it. */
  proofOfWork?: ProofOfWorkCost;
}

/**
 * The password of the ways in without a token (login/signin, login/fastlogin): locked per pair only;
 * past SIGN_IN_PROOF_AFTER wrong passwords from one address, each try needs a proof of work
 * (issue 32 item 1: a venue's crowd shares one address). Calls with a token that check a password
 * (account/changepassword, a sign-in e-mail change) lock per pair only and ask no proof: guessing
 * there needs a token already, and a venue's crowd must still change passwords.
 */
export const SIGN_IN_LIMITS = { perPair: MAX_FAILURES_PER_PAIR };
export const SIGN_IN_PROOF_AFTER = MAX_FAILURES_PER_ADDRESS;

/** Wrong reset codes and wrong sign-up codes. */
export const FAILURE_LIMITS = { perPair: MAX_FAILURES_PER_PAIR, perAddress: MAX_FAILURES_PER_ADDRESS };
export const RESET_REQUEST_LIMITS = {
  perPair: MAX_RESET_REQUESTS_PER_PAIR,
  perAddress: MAX_RESET_REQUESTS_PER_ADDRESS,
};
export const SIGN_UP_LIMITS = { perAddress: MAX_SIGN_UPS_PER_ADDRESS };

/** The message of a failed form: the policy warning first (spec 1 §5), else the only error, else the general one. */
export function formMessage(errors: Record<string, MessageKey>): MessageKey {
  const fields = Object.keys(errors);
  if (fields.includes('checkbox') || fields.includes('checkbox2')) return 'pleaseCheckPolicy';
  return fields.length === 1 ? errors[fields[0]] : 'validationFailed';
}

/** A password nobody knows, for an account made through Facebook; a reset sets a real one. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** What every way in shares: the database, sessions, mail and attempt limits. */
export function createLoginContext(
  log: FastifyBaseLogger,
  { db, sessions, proofSecret, ...options }: { db: Knex; sessions: Sessions; proofSecret: string } & LoginModuleOptions,
) {
  const attempts = createAttempts(db);
  const proofOfWork = createProofOfWork(db, { secret: proofSecret, cost: options.proofOfWork });

  /**
   * Issue 32 item 1: once the caller's address reached SIGN_IN_PROOF_AFTER wrong passwords in the
   * window, a password is checked only with a proof of work, spent once: without one the answer is
   * 429 with a new challenge in data; a proof that does not pass is a field error on `proof`.
   */
  async function requireProof(request: FastifyRequest, applicationId: string, proof: Proof | undefined): Promise<void> {
    const key = { applicationId, account: '', address: request.ip };
    if (!(await attempts.addressReached('signin', key, SIGN_IN_PROOF_AFTER))) return;
    if (!proof) {
      throw new ApiError(429, 'proofRequired', null, {
        challenge: await proofOfWork.challenge(request.ip, applicationId),
      });
    }
    if ((await proofOfWork.spend(proof, request.ip, applicationId)) !== 'valid') {
      throw new ApiError(400, 'proofInvalid', { proof: 'proofInvalid' });
    }
  }

  const mailer = createMailer({
    db,
    log,
    transport: options.mailTransport ?? transportFromEnvironment(process.env.SMTP_URL),
  });

  async function activationCodeOf(applicationId: string, code: string, address: string): Promise<ActivationCode> {
    const found = await findActivationCodeFrom(db, applicationId, code, address);
    if (!found) throw new ApiError(400, 'activationCodeNotFound', { activationCode: 'activationCodeNotFound' });
    return found;
  }

  // Work that differs between an address with an account and one without runs once the answer has
  // been sent, so the answer's timing does not tell them apart; kept here so closing waits for it.
  const waiting = new WeakMap<FastifyRequest, { what: string; work: () => Promise<void> }[]>();
  const running = new Set<Promise<void>>();
  function afterAnswer(request: FastifyRequest, what: string, work: () => Promise<void>): void {
    waiting.set(request, [...(waiting.get(request) ?? []), { what, work }]);
  }
  /** The onResponse hook: starts what the answer left for later. A failure is logged, never lost silently. */
  async function answered(request: FastifyRequest): Promise<void> {
    for (const { what, work } of waiting.get(request) ?? []) {
      const done: Promise<void> = work()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer`))
        .finally(() => running.delete(done));
      running.add(done);
    }
    waiting.delete(request);
  }

  return {
    db,
    mailer,
    afterAnswer,
    answered,
    /** Resolves once every afterAnswer work has ended. */
    settled: async () => {
      await Promise.all(running);
    },
    attempts,
    requireProof,
    facebook: options.facebook ?? graphFacebookVerifier(facebookSecretsFrom(process.env.FACEBOOK_APP_SECRETS)),
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL)?.replace(/\/+$/, '') || null,
    activationCodeOf,
    sessions,
    /** The answer of a way in: the token of a new session. */
    signedIn: async (userId: string, applicationId: string) => ({ token: await sessions.start(userId, applicationId) }),
  };
}

export type LoginContext = ReturnType<typeof createLoginContext>;
