import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../modules/realtime/redis';
import { claimLease, releaseLease } from '../sfu/placement';

/** How long the streamer's record stands unrenewed: a standby takes over this long after its host died. */
export const STREAMER_LEASE_MS = 3000;

export interface StreamLease {
  /** Whether this process runs the live streams now. */
  holds(): boolean;
  /** Stops asking and gives the record up if held, so a standby takes over at its next ask. */
  close(): Promise<void>;
}

/**
 * Issue 33 item 2: the live streams' ffmpeg runs in one stream process at a time, the one whose host
 * `<prefix>live-streamer` names in Redis. Every stream process asks each third of the lease: the
 * holder renews its record, the others find it held; when the holder's host dies the record lapses
 * and the next to ask takes it and starts the streams. A holder that could not renew stops a third
 * of a lease before its record may lapse, so two hosts never stream at once. `changed` runs
 * whenever holds() changes.
 */
export async function startStreamLease({
  client,
  prefix,
  host,
  leaseMs = STREAMER_LEASE_MS,
  changed,
  log,
}: {
  client: RedisClient;
  prefix: string;
  host: string;
  leaseMs?: number;
  changed: () => void;
  log: FastifyBaseLogger;
}): Promise<StreamLease> {
  const key = `${prefix}live-streamer`;
  const every = Math.max(1, Math.floor(leaseMs / 3));
  let held = false;
  // When the last renewal that Redis answered was sent: the record lapses no sooner than a lease after.
  let renewedAt = 0;
  let asking = false;
  let closed = false;
  const become = (now: boolean, holder: string) => {
    if (now === held || closed) return;
    held = now;
    log.info({ host, holder }, now ? 'live streams: this host runs them now' : 'live streams: another host runs them');
    changed();
  };
  // A holder whose Redis has not answered stops a tick before its record may lapse: the standby
  // can take it only after the lapse, so two hosts never stream at once.
  const unanswered = () => {
    if (held && Date.now() - renewedAt >= leaseMs - every) become(false, 'unknown: Redis does not answer');
  };
  const ask = async () => {
    if (asking) return unanswered();
    asking = true;
    const sentAt = Date.now();
    try {
      const holder = await claimLease(client, key, host, leaseMs);
      if (holder === host) renewedAt = sentAt;
      become(holder === host, holder);
    } catch (error) {
      log.warn({ err: error }, 'live streams: the streamer record could not be asked');
      unanswered();
    } finally {
      asking = false;
    }
  };
  await ask();
  const timer = setInterval(() => void ask(), every);
  timer.unref();
  return {
    holds: () => held,
    async close() {
      closed = true;
      clearInterval(timer);
      if (!held) return;
      held = false;
      await releaseLease(client, key, host).catch((error: unknown) =>
        log.warn({ err: error }, 'live streams: the streamer record could not be given up; it will lapse'),
      );
    },
  };
}
