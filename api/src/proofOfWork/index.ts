import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// Issue 32 item 1: past the per-address threshold of wrong passwords, a way in asks the caller's
// device for a proof of work (ALTCHA v2, deterministic mode) instead of refusing the whole address,
// so a venue's crowd behind one address still signs in while a guesser there is slowed down.

/** PBKDF2 with SHA-256: Web Crypto does it natively in every browser, so a native attacker gains little. */
export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';

export interface ProofOfWorkCost {
  /** PBKDF2 iterations of one derivation (the server makes one when it creates a challenge). */
  cost: number;
  /** The secret counter is drawn from 0 to maxCounter - 1: a solve derives maxCounter / 2 keys on average. */
  maxCounter: number;
}

/**
 * About 1 s for one solve on one core of the development machine (Node's webcrypto, 2026-11-28:
 * about 1.7 ms per derivation of 5,000 iterations, so 600 derivations on average), measured with
 * api/test/proofOfWork.test.ts's calibration. The one place this cost is said.
 */
export const PROOF_OF_WORK_COST: ProofOfWorkCost = { cost: 5_000, maxCounter: 1_200 };

/** How long a challenge may be solved and sent back. */
export const PROOF_TTL_SECONDS = 5 * 60;

/** What the caller sends back: the challenge as it came, and the counter and key its device found. */
export interface ProofPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

export type ProofCheck = 'valid' | 'invalid';

/**
 * Challenges for one api; every instance sharing the database derives the same keys from the kept
 * secret (the JWT secret) and sees the same spent challenges (`spent_proofs`), so none is replayed.
 */
export function createProofOfWork(
  db: Knex,
  {
    secret,
    cost = PROOF_OF_WORK_COST,
    now = () => Date.now(),
  }: { secret: string; cost?: ProofOfWorkCost; now?: () => number },
) {
  // Derived, not the secret itself: a proof's HMAC never uses the key that signs tokens.
  const derive = (purpose: string) =>
    createHmac('sha256', secret).update(`atrium proof of work: ${purpose}`).digest('base64url');
  const hmacSignatureSecret = derive('challenge signature');
  const hmacKeySignatureSecret = derive('key signature');

  return {
    cost,
    /** A challenge for this caller: the address and the application are signed into it. */
    async challenge(address: string, applicationId: string): Promise<Challenge> {
      return createChallenge({
        algorithm: PROOF_ALGORITHM,
        cost: cost.cost,
        counter: randomInt(cost.maxCounter),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + PROOF_TTL_SECONDS,
        data: { address: address.slice(0, 64), application: applicationId },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    /**
     * Checks a proof with two HMACs (never a key derivation, so sending proofs costs the server
     * nearly nothing) and spends it: the same challenge passes once, on any instance.
     */
    async spend(proof: ProofPayload, address: string, applicationId: string): Promise<ProofCheck> {
      const { parameters, signature } = proof.challenge;
      // Ours all carry a key signature; without one the library would derive the key to check it.
      if (!parameters.keySignature || !signature) return 'invalid';
      if (parameters.data?.address !== address.slice(0, 64) || parameters.data?.application !== applicationId) {
        return 'invalid';
      }
      const result = await verifySolution({
        challenge: proof.challenge,
        solution: proof.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return 'invalid';
      const expiresAt = new Date((parameters.expiresAt ?? 0) * 1000);
      await db('spent_proofs').where('expires_at', '<', new Date(now())).delete();
      const inserted = await db('spent_proofs')
        .insert({ signature, expires_at: expiresAt })
        .onConflict('signature')
        .ignore()
        .returning('signature');
      return inserted.length === 1 ? 'valid' : 'invalid';
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
