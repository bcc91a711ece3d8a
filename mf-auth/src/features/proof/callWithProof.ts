import { CallFailed, i18n } from '@atrium/shared';
import type { Envelope, Proof, ProofRequired } from '@atrium/shared/contract';
import { solveProof } from './solveProof';

function challengeOf(envelope: Envelope<unknown>): ProofRequired['challenge'] | null {
  const data = envelope.data as Partial<ProofRequired> | null;
  return envelope.hasError && data && typeof data === 'object' && data.challenge ? data.challenge : null;
}

/**
 * A way in that may be asked for a proof of work (issue 32 item 1): sends the call; when the answer
 * is the 429 carrying a challenge, says so (onChecking(true)), solves it and sends the same call
 * again with the proof, then goes on as with any answer. Rejects with CallFailed when the server
 * said no, or when this device could not solve the check (with what to do).
 */
export async function callWithProof<T>(
  send: (proof?: Proof) => Promise<Envelope<T>>,
  onChecking: (checking: boolean) => void,
): Promise<T> {
  let envelope = await send();
  const challenge = challengeOf(envelope);
  if (challenge) {
    onChecking(true);
    try {
      const proof = await solveProof(challenge);
      if (!proof) throw new CallFailed(i18n.t('auth:deviceCheckFailed'), {});
      envelope = await send(proof);
    } finally {
      onChecking(false);
    }
  }
  if (envelope.hasError || envelope.data === null) {
    throw new CallFailed(envelope.message ?? i18n.t('common:unexpected'), envelope.validationErrors ?? {});
  }
  return envelope.data;
}
