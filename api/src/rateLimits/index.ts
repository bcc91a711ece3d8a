import type { Knex } from 'knex';
import { ApiError } from '../http/envelope';
import type { MessageKey } from '../i18n';

// Issue 32 item 3: how often one user, and one address, may use the surfaces that reach other
// people or fill the storage. Fixed windows counted in the database (`rate_limits`), so every api
// instance on one database counts the same; docs/decisions.md says each limit and why.

export interface Window {
  max: number;
  windowMs: number;
}

interface SurfaceLimit {
  perUser: Window;
  /** Every user behind one address together (a venue's Wi-Fi): wide, to slow a script, not a crowd. */
  perAddress?: Window;
  /** The answer past the limit (429), in the caller's language. */
  message: MessageKey;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  chatMessage: {
    perUser: { max: 30, windowMs: MINUTE },
    perAddress: { max: 600, windowMs: MINUTE },
    message: 'tooManyMessages',
  },
  /** Posts and comments of the social hub together. */
  socialHubWrite: {
    perUser: { max: 20, windowMs: MINUTE },
    perAddress: { max: 300, windowMs: MINUTE },
    message: 'tooManyPosts',
  },
  follow: {
    perUser: { max: 30, windowMs: MINUTE },
    perAddress: { max: 600, windowMs: MINUTE },
    message: 'tooManyFollows',
  },
  /** Counted once a request is well-formed and would reach its invitees. */
  appointmentRequest: {
    perUser: { max: 10, windowMs: MINUTE },
    perAddress: { max: 200, windowMs: MINUTE },
    message: 'tooManyAppointmentRequests',
  },
  networkInvitation: { perUser: { max: 10, windowMs: MINUTE }, message: 'tooManyInvitations' },
  /** The same inviter to the same invitee: an invitation shows on their screen for 15 s. */
  networkInvitationToOne: { perUser: { max: 3, windowMs: MINUTE }, message: 'tooManyInvitations' },
  upload: {
    perUser: { max: 20, windowMs: MINUTE },
    perAddress: { max: 300, windowMs: MINUTE },
    message: 'tooManyUploads',
  },
} satisfies Record<string, SurfaceLimit>;

export type Surface = keyof typeof RATE_LIMITS;

export interface RateLimits {
  /** Counts one use; false when it is over the surface's limit for this user or address. */
  take(surface: Surface, who: { userId: string; address?: string; target?: string }): Promise<boolean>;
  /** As take, and throws the surface's 429 when over. */
  check(surface: Surface, who: { userId: string; address?: string; target?: string }): Promise<void>;
}

export function createRateLimits(
  db: Knex,
  { now = Date.now, limits = RATE_LIMITS }: { now?: () => number; limits?: Record<Surface, SurfaceLimit> } = {},
): RateLimits {
  let taken = 0;

  /** The window's count after this use. */
  async function count(key: string, { windowMs }: Window): Promise<number> {
    const at = now();
    const window = Math.floor(at / windowMs);
    const [row] = await db('rate_limits')
      .insert({ key, window_index: window, count: 1, expires_at: (window + 1) * windowMs })
      .onConflict(['key', 'window_index'])
      .merge({ count: db.raw('?? + 1', ['rate_limits.count']) })
      .returning('count');
    // Past windows are pruned now and then, so the table holds about one window of each key.
    if (++taken % 500 === 0) await db('rate_limits').where('expires_at', '<', at).delete();
    return Number(row.count);
  }

  async function take(
    surface: Surface,
    { userId, address, target }: { userId: string; address?: string; target?: string },
  ) {
    const limit: SurfaceLimit = limits[surface];
    const user = `${surface}:u:${userId}${target ? `:${target}` : ''}`;
    const counts = [count(user, limit.perUser)];
    if (limit.perAddress && address) counts.push(count(`${surface}:a:${address.slice(0, 64)}`, limit.perAddress));
    const [byUser, byAddress] = await Promise.all(counts);
    return byUser <= limit.perUser.max && (byAddress === undefined || byAddress <= limit.perAddress!.max);
  }

  return {
    take,
    async check(surface, who) {
      if (!(await take(surface, who))) throw new ApiError(429, limits[surface].message);
    },
  };
}
