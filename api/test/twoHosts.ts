import { createClient } from 'redis';
import { postgres } from '@atrium/shared/server/testing';
import { seedDemoData } from '../src/seed';
import { createApi, type Api, type ApiOptions } from '../src/server';
import { tcpProxy, type TcpProxy } from './tcpProxy';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwoHosts {
  a: Api;
  b: Api;
  /** Each one's link to Redis, which a test can silence or cut. */
  links: { a: TcpProxy; b: TcpProxy };
  /** Both instances' Redis prefix, this run's own. */
  prefix: string;
  /** A client of the same Redis, to read what the instances keep there. */
  redis: ReturnType<typeof createClient>;
  /** Closes both (an instance `closed` names was closed by the test), the proxies, this run's keys and database. */
  close(closed?: Api[]): Promise<void>;
}

/**
 * Two api instances on one new PostgreSQL database and one Redis, as two api hosts of issue 33:
 * each reaches Redis through a proxy of its own, so a test can take it away from one alone. A migrates
 * and gets the demo seed first. `options` are both's; `own` each one's (its host name, say).
 */
export async function twoHosts(
  options: Partial<ApiOptions>,
  own: { a: Partial<ApiOptions>; b: Partial<ApiOptions> },
): Promise<TwoHosts> {
  const database = await postgres.open();
  const proxy = await tcpProxy(REDIS_URL);
  const proxyOfB = await tcpProxy(REDIS_URL);
  const prefix = `atrium-test-${process.pid}-${Date.now()}:`;
  const shared = { ...database.options, redisPrefix: prefix, jwtSecret: 'test-secret', ...options };
  const a = await createApi({ ...shared, ...own.a, redisUrl: proxy.url });
  await seedDemoData(a.db);
  const b = await createApi({ ...shared, ...own.b, redisUrl: proxyOfB.url });
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  return {
    a,
    b,
    links: { a: proxy, b: proxyOfB },
    prefix,
    redis,
    async close(closed = []) {
      await Promise.all([a, b].filter((api) => !closed.includes(api)).map((api) => api.close()));
      await Promise.all([proxy.close(), proxyOfB.close()]);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(keys);
      await redis.close();
      await database.drop();
    },
  };
}
