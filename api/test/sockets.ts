import { io as connect, type Socket } from 'socket.io-client';

const opened: Socket[] = [];

/** A websocket-only client of the api (spec 1 §7 Real-time) that resolves once connected. */
export function openSocket(url: string, token?: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    query: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Disconnects every socket a test opened. */
export function closeSockets(): void {
  while (opened.length) opened.pop()!.disconnect();
}
