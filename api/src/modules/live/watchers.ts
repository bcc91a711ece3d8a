import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { channel } from '@atrium/shared/contract';
import { parseChannel, type Publish } from '../../channels';
import type { EventRow } from '../../eventScope';
import type { RedisClient, RedisLink } from '../realtime';

/** A session's `watchers` goes out at most once in this time, and only when its number changed. */
export const WATCHERS_INTERVAL_MS = 2000;

export interface Watchers {
  /** For each session of the event, the distinct users in its presence channel (summed over the instances on Redis). */
  count(event: EventRow, sessionIds: string[]): Promise<number[]>;
  /** A socket of `userId` joined or left these channels (the realtime module tells every subscribe, unsubscribe and disconnect). */
  membershipChanged(userId: string, joined: readonly string[], left: readonly string[]): void;
  /** Stops counting (the sockets leaving as the server closes change nobody's page) and leaves the sum. */
  close(): Promise<void>;
}

export interface WatchersOptions {
  publish: Publish;
  log: FastifyBaseLogger;
  /**
   * With Redis, each instance's counts are summed there, under the deployment's key prefix;
   * without, this instance's are the whole count.
   */
  redis?: Pick<RedisLink, 'client' | 'prefix'> | null;
  /** WATCHERS_INTERVAL_MS unless told (tests shorten it). */
  intervalMs?: number;
}

interface Changed {
  sessionId: string;
  eventId: string;
  /** This instance's distinct users in the session's presence channel. */
  count: number;
}

interface Published {
  sessionId: string;
  eventId: string;
  watcherCount: number;
}

/** Where the counts meet: decides which sums go out now and which changes wait for the next turn. */
interface Store {
  settle(changed: Changed[]): Promise<{ publish: Published[]; waiting: string[]; revived: boolean }>;
  /** The other instances' counts of each session. */
  others(sessionIds: string[]): Promise<number[]>;
  close(): Promise<void>;
}

/** One instance alone: its counts are the sums. */
function memoryStore(intervalMs: number): Store {
  const shown = new Map<string, { count: number; at: number }>();
  return {
    async settle(changed) {
      const now = Date.now();
      const publish: Published[] = [];
      const waiting: string[] = [];
      for (const { sessionId, eventId, count } of changed) {
        const last = shown.get(sessionId);
        if ((last?.count ?? 0) === count) continue;
        if (last && now - last.at < intervalMs) waiting.push(sessionId);
        else {
          publish.push({ sessionId, eventId, watcherCount: count });
          shown.set(sessionId, { count, at: now });
        }
      }
      for (const [sessionId, last] of shown)
        if (last.count === 0 && now - last.at >= intervalMs) shown.delete(sessionId);
      return { publish, waiting, revived: false };
    },
    others: async (sessionIds) => sessionIds.map(() => 0),
    close: async () => {},
  };
}

/**
 * Run atomically, so with any number of instances one change is published once. Each instance
 * keeps `instance:{id}` alive while it runs (a dead one's counts drop out of every sum, and are
 * deleted, once its key expires) and writes its own count of each changed session in the hash
 * `session:{sessionId}`. The sums of those sessions and of the ones shown nonzero (`shown`, so a
 * dead instance's watchers are taken away even though no live one changed) are compared with
 * what was shown; one that differs goes out unless `recent:{sessionId}` says it went out less
 * than an interval ago (then the caller asks again). Answers [revived, published, waiting]:
 * revived when this instance's key had expired, so it writes all its counts again.
 */
const SETTLE = `
local prefix, me, ttl, interval = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local alive = prefix .. 'instance:' .. me
local revived = redis.call('EXISTS', alive) == 0
redis.call('SET', alive, '1', 'PX', ttl)
local events, candidates, last = {}, {}, {}
for i = 5, #ARGV, 3 do
  local sessionId, eventId, count = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 2])
  local key = prefix .. 'session:' .. sessionId
  if count > 0 then redis.call('HSET', key, me, count) else redis.call('HDEL', key, me) end
  events[sessionId] = eventId
  candidates[#candidates + 1] = sessionId
end
local shown = redis.call('HGETALL', prefix .. 'shown')
for i = 1, #shown, 2 do
  local count, eventId = string.match(shown[i + 1], '^(%d+) (.+)$')
  last[shown[i]] = tonumber(count)
  if not events[shown[i]] then
    events[shown[i]] = eventId
    candidates[#candidates + 1] = shown[i]
  end
end
local published, waiting = {}, {}
for _, sessionId in ipairs(candidates) do
  local key = prefix .. 'session:' .. sessionId
  local fields = redis.call('HGETALL', key)
  local sum = 0
  for i = 1, #fields, 2 do
    if fields[i] == me or redis.call('EXISTS', prefix .. 'instance:' .. fields[i]) == 1 then
      sum = sum + tonumber(fields[i + 1])
    else
      redis.call('HDEL', key, fields[i])
    end
  end
  if sum ~= (last[sessionId] or 0) then
    if redis.call('SET', prefix .. 'recent:' .. sessionId, '1', 'PX', interval, 'NX') then
      if sum > 0 then
        redis.call('HSET', prefix .. 'shown', sessionId, sum .. ' ' .. events[sessionId])
      else
        redis.call('HDEL', prefix .. 'shown', sessionId)
      end
      published[#published + 1] = sessionId
      published[#published + 1] = events[sessionId]
      published[#published + 1] = sum
    else
      waiting[#waiting + 1] = sessionId
    end
  end
end
return { revived and 1 or 0, published, waiting }
`;

/** The counts of the live instances other than the caller, for each session. */
const OTHERS = `
local prefix, me = ARGV[1], ARGV[2]
local sums = {}
for i = 3, #ARGV do
  local fields = redis.call('HGETALL', prefix .. 'session:' .. ARGV[i])
  local sum = 0
  for j = 1, #fields, 2 do
    if fields[j] ~= me and redis.call('EXISTS', prefix .. 'instance:' .. fields[j]) == 1 then
      sum = sum + tonumber(fields[j + 1])
    end
  end
  sums[#sums + 1] = sum
end
return sums
`;

// A list answered while Redis is slow or away counts this instance's watchers only.
const OTHERS_TIMEOUT_MS = 1000;

function redisStore(redis: RedisClient, deploymentPrefix: string, intervalMs: number): Store {
  const prefix = `${deploymentPrefix}watchers:`;
  const instance = randomUUID();
  // Five missed turns (a busy event loop) before the others count this instance as gone.
  const ttl = String(intervalMs * 5);
  const scripts = new Map<string, string>();
  async function run(script: string, args: string[], signal?: AbortSignal): Promise<unknown> {
    let sha = scripts.get(script);
    if (!sha) scripts.set(script, (sha = createHash('sha1').update(script).digest('hex')));
    const client = signal ? redis.withAbortSignal(signal) : redis;
    try {
      return await client.evalSha(sha, { arguments: args });
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
      return client.eval(script, { arguments: args });
    }
  }

  return {
    async settle(changed) {
      const args = [prefix, instance, ttl, String(intervalMs)];
      for (const { sessionId, eventId, count } of changed) args.push(sessionId, eventId, String(count));
      const [revived, flat, waiting] = (await run(SETTLE, args)) as [number, (string | number)[], string[]];
      const publish: Published[] = [];
      for (let i = 0; i < flat.length; i += 3) {
        publish.push({ sessionId: String(flat[i]), eventId: String(flat[i + 1]), watcherCount: Number(flat[i + 2]) });
      }
      return { publish, waiting, revived: revived === 1 };
    },
    async others(sessionIds) {
      if (!redis.isReady) return sessionIds.map(() => 0);
      const sums = await run(OTHERS, [prefix, instance, ...sessionIds], AbortSignal.timeout(OTHERS_TIMEOUT_MS));
      return (sums as number[]).map(Number);
    },
    async close() {
      // Gone at once from the others' sums (else when the key expires); a link that is down cannot say so.
      if (redis.isReady) await redis.del(`${prefix}instance:${instance}`);
    },
  };
}

/**
 * Spec 2 §7.6: a session's watchers are the people in its presence channel. Issue 29 item 3: each
 * subscribe, unsubscribe and disconnect changes a counter (O(1), no recount over the channel); a
 * user with several tabs on one instance counts once (on two instances, twice). The counts meet
 * every half interval: in memory, or summed over the instances in Redis, where one script decides
 * which instance publishes a changed sum, at most once an interval per session.
 */
export function createWatchers({
  publish,
  log,
  redis = null,
  intervalMs = WATCHERS_INTERVAL_MS,
}: WatchersOptions): Watchers {
  const store = redis ? redisStore(redis.client, redis.prefix, intervalMs) : memoryStore(intervalMs);
  /** The sockets each user has in each session's presence channel, here. */
  const sessions = new Map<string, { eventId: string; users: Map<string, number> }>();
  /** Sessions whose count changed since it was last settled, or whose turn has not come yet. */
  const changed = new Set<string>();
  let closed = false;
  let settling: Promise<void> | null = null;

  const localCount = (sessionId: string) => sessions.get(sessionId)?.users.size ?? 0;

  function change(userId: string, name: string, by: 1 | -1) {
    const presence = parseChannel(name);
    if (presence?.kind !== 'sessionPresence') return;
    const { sessionId, eventId } = presence.params;
    let session = sessions.get(sessionId);
    if (!session) {
      if (by < 0) return;
      sessions.set(sessionId, (session = { eventId, users: new Map() }));
    }
    const sockets = (session.users.get(userId) ?? 0) + by;
    if (sockets > 0) session.users.set(userId, sockets);
    else session.users.delete(userId);
    // Only a user's first socket in, or last one out, changes the count.
    if ((by > 0 && sockets === 1) || sockets === 0) changed.add(sessionId);
  }

  async function settle() {
    const batch: Changed[] = [...changed].map((sessionId) => ({
      sessionId,
      eventId: sessions.get(sessionId)!.eventId,
      count: localCount(sessionId),
    }));
    changed.clear();
    try {
      const { publish: out, waiting, revived } = await store.settle(batch);
      if (closed) return;
      for (const sessionId of waiting) if (sessions.has(sessionId)) changed.add(sessionId);
      // Another instance took this one for dead and dropped its counts: they are written again.
      if (revived) for (const sessionId of sessions.keys()) changed.add(sessionId);
      for (const { sessionId, eventId, watcherCount } of out) {
        publish(channel.liveStream({ eventId }), 'watchers', { sessionId, watcherCount });
      }
      for (const { sessionId } of batch) {
        if (localCount(sessionId) === 0 && !changed.has(sessionId)) sessions.delete(sessionId);
      }
    } catch (error) {
      for (const { sessionId } of batch) changed.add(sessionId);
      log.warn({ err: error }, 'settling watcher counts failed');
    }
  }

  // Redis answers every turn (the instance's heartbeat); in memory only changes need one.
  const timer = setInterval(() => {
    if (settling || closed || (!redis && !changed.size)) return;
    settling = settle().finally(() => (settling = null));
  }, intervalMs / 2);
  timer.unref();

  return {
    async count(_event, sessionIds) {
      if (!sessionIds.length) return [];
      let others: number[];
      try {
        others = await store.others(sessionIds);
      } catch (error) {
        log.warn({ err: error }, 'reading the other instances’ watcher counts failed');
        others = sessionIds.map(() => 0);
      }
      // This instance's own count is read here, as it is now, not as last written to Redis.
      return sessionIds.map((sessionId, index) => localCount(sessionId) + others[index]);
    },
    membershipChanged(userId, joined, left) {
      if (closed) return;
      for (const name of joined) change(userId, name, 1);
      for (const name of left) change(userId, name, -1);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await store.close();
    },
  };
}
