import type { Proof, ProofChallenge } from '@atrium/shared/contract';

/** How long a device may take before the check is given up (the challenge works 5 minutes). */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves a proof-of-work challenge of the api (issue 32 item 1) with Web Crypto's PBKDF2. altcha-lib
 * is imported only when a challenge comes, so the login page's JS does not grow; deriveBits is
 * asynchronous, so solving on the main thread keeps the page responsive. Null when it cannot be
 * solved (no Web Crypto outside a secure context, a timeout).
 */
export async function solveProof(challenge: ProofChallenge): Promise<Proof | null> {
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import(/* webpackChunkName: "altcha" */ 'altcha-lib'),
      import(/* webpackChunkName: "altcha" */ 'altcha-lib/algorithms/web/pbkdf2'),
    ]);
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    if (!solution) return null;
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  } catch {
    return null;
  }
}
