import type { RedisClient } from '../modules/realtime/redis';
import type { SignallingLog } from './room';

/** How long a room's record stands without its host renewing it (a host that died frees its rooms then). */
export const ROOM_LEASE_MS = 10_000;
/** A Redis that does not answer within this is treated as away: the room opens here, as without Redis. */
const REDIS_WAIT_MS = 2_000;

// KEYS[1] the room's record; ARGV: this host, the lease in ms, the host the browser says is out of
// turn ('' for none). The record is set to this host when it is free, already ours, or names the
// host out of turn (the edge was asked for that host and sent the connection here); otherwise it
// answers who has it. One script, so two hosts taking one room at once agree on one.
const PLACE = `
local owner = redis.call('GET', KEYS[1])
if not owner or owner == ARGV[1] or (ARGV[3] ~= '' and owner == ARGV[3]) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return ARGV[1]
end
return owner
`;

// Deletes the record only while it is still this host's (ARGV[1]).
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

const runScript = (client: RedisClient, script: string, key: string, args: string[]) =>
  client.withAbortSignal(AbortSignal.timeout(REDIS_WAIT_MS)).eval(script, { keys: [key], arguments: args });

/**
 * Sets `key` to `host` for `leaseMs` when it is free, already `host`'s or `outOfTurn`'s; answers
 * who has it. Rejects when Redis does not answer within REDIS_WAIT_MS.
 */
export const claimLease = async (client: RedisClient, key: string, host: string, leaseMs: number, outOfTurn = '') =>
  String(await runScript(client, PLACE, key, [host, String(leaseMs), outOfTurn]));

/** Deletes `key` while it is still `host`'s. */
export const releaseLease = (client: RedisClient, key: string, host: string) => runScript(client, RELEASE, key, [host]);

export interface RoomPlacement {
  /** This host's name (SFU_HOST). */
  readonly host: string;
  /**
   * Which host has the room now: this one when it was free, ours, or on `outOfTurn` (which it takes
   * over); another host's name otherwise. This one, too, when Redis does not answer.
   */
  place(roomKey: string, outOfTurn?: string): Promise<string>;
  /**
   * Renews the room's record while it is open here; `lost` runs once if another host has it now.
   * The returned function stops renewing and deletes the record if it is still ours.
   */
  hold(roomKey: string, lost: () => void): () => void;
}

/**
 * Issue 33 item 2: each mediasoup room lives on one host, recorded in Redis as
 * `<prefix>sfu-room:<namespace>/<roomId>` → host, with a lease its host renews every third of it.
 * A renewal also takes back a record that lapsed with nobody else claiming it (Redis was away).
 */
export function createRoomPlacement({
  client,
  prefix,
  host,
  leaseMs = ROOM_LEASE_MS,
  log,
}: {
  client: RedisClient;
  prefix: string;
  host: string;
  leaseMs?: number;
  log: SignallingLog;
}): RoomPlacement {
  const keyOf = (roomKey: string) => `${prefix}sfu-room:${roomKey}`;
  const place = (roomKey: string, outOfTurn = '') => claimLease(client, keyOf(roomKey), host, leaseMs, outOfTurn);

  return {
    host,
    async place(roomKey, outOfTurn) {
      try {
        return await place(roomKey, outOfTurn);
      } catch (error) {
        log.warn({ err: error, room: roomKey }, 'the room placement is not in Redis: the room opens here');
        return host;
      }
    },
    hold(roomKey, lost) {
      let held = true;
      const renew = async () => {
        try {
          const owner = await place(roomKey);
          if (held && owner !== host) {
            held = false;
            clearInterval(timer);
            lost();
          }
        } catch (error) {
          log.warn({ err: error, room: roomKey }, 'the room placement could not be renewed');
        }
      };
      const timer = setInterval(() => void renew(), Math.max(1, Math.floor(leaseMs / 3)));
      timer.unref();
      void renew();
      return () => {
        if (!held) return;
        held = false;
        clearInterval(timer);
        releaseLease(client, keyOf(roomKey), host).catch((error: unknown) =>
          log.warn({ err: error, room: roomKey }, 'the room placement could not be deleted; its lease will lapse'),
        );
      };
    },
  };
}
