// Issue 32 item 4: what one seat may cost the SFU. A worker serves every room on it, so a peer gets
// what the meeting room's client needs and no more; a transport is a UDP and a TCP socket on the
// worker, and a few thousand of them end every room on it.

/** The most a peer holds at once (being made included); a closed or replaced one no longer counts. */
export const PEER_LIMITS = {
  /** The client's send and receive transports. */
  transports: 2,
  /** mic, webcam, screen and screen-audio. */
  producers: 4,
  /** chat and bot. */
  dataProducers: 2,
} as const;

/**
 * What the server makes for a peer is bounded by the room: a consumer per producer of every other
 * peer, a data consumer per data producer of every other peer, and the room's bot.
 */
export const consumerLimits = (otherPeers: number) => ({
  consumers: PEER_LIMITS.producers * otherPeers,
  dataConsumers: PEER_LIMITS.dataProducers * otherPeers + 1,
});

/**
 * Requests per signalling socket: a burst of `burst` (a join is about ten; audio-only pauses every
 * video consumer at once), then `perSecond`. The excess is refused (429); a socket refused
 * `refusals` times faster than `forgivenPerSecond` forgives them keeps flooding and is disconnected.
 */
export const SIGNALLING_RATE = {
  burst: 100,
  perSecond: 20,
  refusals: 100,
  forgivenPerSecond: 10,
} as const;

/** A token bucket: `capacity` tokens, refilled at `perSecond`; take() answers whether one was left. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
