import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

// A Redis that is down at start fails the start after about 3 s; once connected, node-redis reconnects forever.
const START_ATTEMPTS = 5;

/**
 * Shares rooms across api instances through Redis pub/sub. Returns the function that closes
 * both clients (after the socket.io server, whose adapter unsubscribes through them).
 */
export async function useRedisAdapter(
  io: Server,
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let started = false;
  const pubClient = createClient({
    url: redisUrl,
    socket: {
      reconnectStrategy: (retries: number, cause: Error) =>
        !started && retries >= START_ATTEMPTS ? cause : Math.min(100 * 2 ** retries, 2000),
    },
  });
  const subClient = pubClient.duplicate();
  const clients = [pubClient, subClient];
  for (const client of clients) {
    // Without a listener a dropped connection would crash the process.
    client.on('error', (error: Error) => log.error({ err: error }, 'redis connection error'));
  }
  try {
    await Promise.all(clients.map((client) => client.connect()));
  } catch (error) {
    for (const client of clients) if (client.isOpen) client.destroy();
    throw error;
  }
  started = true;
  io.adapter(createAdapter(pubClient, subClient));
  return async () => {
    await Promise.allSettled(clients.map((client) => client.close()));
  };
}
