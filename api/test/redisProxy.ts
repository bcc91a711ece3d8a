import net, { type AddressInfo } from 'node:net';

export interface RedisProxy {
  /** redis://127.0.0.1:{port} of the proxy, for one api instance's redisUrl. */
  url: string;
  /** As if Redis went away: every connection through the proxy ends and new ones are refused. */
  cut(): Promise<void>;
  /** Redis is back on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of Redis, so a test can cut one api instance's link and restore it (issue 29 item 6). */
export async function redisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  const pairs = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    pairs.add(client).add(upstream);
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        pairs.delete(socket);
      }
    };
    client.on('error', end).on('close', end).pipe(upstream);
    upstream.on('error', end).on('close', end).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      // Closing the listener refuses new connections, as a Redis that is down does.
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of pairs) socket.destroy();
      pairs.clear();
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: stop,
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    close: stop,
  };
}
