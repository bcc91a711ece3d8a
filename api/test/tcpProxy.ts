import net, { type AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** redis://127.0.0.1:{port} of the proxy, for one api instance's redisUrl. */
  url: string;
  /** As if the server went away: every connection through the proxy ends and new ones are refused. */
  cut(): Promise<void>;
  /**
   * As if the route to the server were lost: every connection through the proxy ends, and new
   * ones are taken but never answered until restore().
   */
  silence(): void;
  /** The server is back on the same address: connections held by silence() go through. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of Redis or PostgreSQL, so a test can cut one api instance's link and
 * restore it (issue 29 item 6, issue 33).
 */
export async function tcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || (target.protocol === 'redis:' ? 6379 : 5432));
  const pairs = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  let silent = false;
  const forward = (client: net.Socket) => {
    const upstream = net.connect(targetPort, target.hostname);
    pairs.add(client).add(upstream);
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        pairs.delete(socket);
      }
    };
    client.on('error', end).on('close', end).pipe(upstream);
    upstream.on('error', end).on('close', end).pipe(client);
    client.resume();
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    if (!silent) return forward(client);
    held.add(client);
    client.on('error', () => client.destroy()).on('close', () => held.delete(client));
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
  const dropOpen = () => {
    for (const socket of pairs) socket.destroy();
    pairs.clear();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of held) socket.destroy();
      held.clear();
      // Closing the listener refuses new connections, as a server that is down does.
      if (!server.listening) return resolve();
      server.close(() => resolve());
      dropOpen();
    });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    cut: stop,
    silence() {
      silent = true;
      dropOpen();
    },
    async restore() {
      silent = false;
      for (const client of held) forward(client);
      held.clear();
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
