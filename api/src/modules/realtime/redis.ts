import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

// A Redis that is down at start fails the start after about 3 s; once connected, node-redis reconnects forever.
const START_ATTEMPTS = 5;

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The deployment's prefix of every Redis key and channel (issue 32 item 9): made once and kept in
 * the database (`settings.redis_prefix`), so every instance on that database shares it and a
 * deployment on another database never does, however many share one Redis. REDIS_PREFIX sets it
 * instead (a copy of a database, restored beside the original on the same Redis, needs one).
 */
export async function loadRedisPrefix(db: Knex): Promise<string> {
  await db('settings')
    .insert({ key: 'redis_prefix', value: `atrium:${randomBytes(6).toString('hex')}:` })
    .onConflict('key')
    .ignore();
  const row = await db('settings').where({ key: 'redis_prefix' }).first('value');
  return row.value;
}

/** The api's link to Redis, once the socket.io adapter runs on it. */
export interface RedisLink {
  /** For the api's own keys (the watcher counts); commands wait while the link is down. */
  client: RedisClient;
  /** Starts every key and channel name of this deployment's (loadRedisPrefix). */
  prefix: string;
  /** Whether every connection to Redis is up now (/health). */
  ready(): boolean;
  /** Ends every connection: after the socket.io server, whose adapter still writes through them as it closes. */
  close(): Promise<void>;
}

/**
 * Shares rooms across api instances through a Redis stream (issue 29 item 6): a broadcast is an
 * entry of the stream, which each instance reads from the last entry it saw, so what is sent while
 * one instance's link is down reaches it (or, sent by it, the others) once the link is back, once
 * (node-redis keeps the commands of a dropped link and sends them on reconnecting). Only the
 * requests that wait for answers (fetchSockets, serverSideEmit) go by pub/sub and are lost then.
 */
export async function useRedisAdapter(
  io: Server,
  { url: redisUrl, prefix }: { url: string; prefix: string },
  log: FastifyBaseLogger,
): Promise<RedisLink> {
  let started = false;
  const client = createClient({
    url: redisUrl,
    socket: {
      reconnectStrategy: (retries: number, cause: Error) =>
        !started && retries >= START_ATTEMPTS ? cause : Math.min(100 * 2 ** retries, 2000),
    },
  });
  // Without a listener a dropped connection would crash the process.
  client.on('error', (error: Error) => log.error({ err: error }, 'redis connection error'));
  try {
    await client.connect();
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw error;
  }
  started = true;

  // The adapter opens its own connections (the stream's reader, the pub/sub subscriber) with
  // duplicate(): kept here, so /health sees every one of them and closing ends them at once (the
  // reader would otherwise wait out its blocking read). The adapter ends them too as it closes, so
  // ending one twice must do nothing (node-redis throws).
  const connections: Pick<RedisClient, 'isReady' | 'destroy'>[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((...args: Parameters<typeof duplicate>) => {
    const connection = duplicate(...args);
    const destroy = connection.destroy.bind(connection);
    connection.destroy = () => {
      if (connection.isOpen) destroy();
    };
    connections.push(connection);
    return connection;
  }) as typeof client.duplicate;
  // The adapter's stream, its pub/sub channels and its (unused) session keys, all under the
  // prefix: by default they are `socket.io…` for everyone on the Redis.
  io.adapter(
    createAdapter(client, {
      streamName: `${prefix}socket.io`,
      channelPrefix: `${prefix}socket.io`,
      sessionKeyPrefix: `${prefix}sio:session:`,
    }),
  );

  return {
    client,
    prefix,
    ready: () => client.isReady && connections.every((connection) => connection.isReady),
    async close() {
      for (const connection of connections) connection.destroy();
      // What was published last still goes out, unless the link is down (then nothing would).
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
